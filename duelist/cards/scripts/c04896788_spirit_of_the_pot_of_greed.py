"""Spirit of the Pot of Greed (4896788), Effect Monster."""
from duelist.cards.common import H, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 1 LIGHT Fairy (100/100). While it is face-up in Attack Position, each time its "
               "controller draws by the effect of Pot of Greed, they may draw 1 more card.")

POT_OF_GREED = 55144522


def drawn_by_pot_of_greed(ctx, ev):
    """Its controller drew, this card face-up in Attack Position then, in the resolution of a Pot
    of Greed (the chain link that just resolved: the draws and its "resolved" happening are one
    batch, so the trigger is met once for both cards)."""
    if ev["player"] != ctx.player or ctx.card.position != S.FACEUP_ATTACK:
        return False
    link = ctx.just_resolved
    return link is not None and ctx.link_card(link).code == POT_OF_GREED


def resolve(ctx):
    if ctx.deck_count("me") >= 1:
        ctx.draw(ctx.player, 1)


# One text in both eras (IOC 2004 and today's: "you can draw 1 more card" each time you draw by Pot
# of Greed while it is face-up in Attack Position): no ERAS entry. An optional trigger ("you can"),
# not a "when": it cannot miss the timing (our reading).
EFFECTS = [Effect(TRIGGER, events=H.DRAWN, match=drawn_by_pot_of_greed, optional=True,
                  condition=lambda ctx: ctx.deck_count("me") >= 1, resolve=resolve, label="draw 1 more card")]
