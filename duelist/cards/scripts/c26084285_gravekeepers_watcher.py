"""Gravekeeper's Watcher (26084285), Effect Monster."""
from duelist.cards.common import DESTROYS_NEGATED, DS_ALWAYS, QUICK, Effect, Responding, negate_and_destroy
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Spellcaster. When the opponent activates a card or effect that would make "
               "them discard from their own hand as it resolves (a discard that is its cost does not "
               "count), its player may discard it from the hand (a cost) to negate that activation and "
               "destroy that card. Also in the Damage Step.")

_THEIR_OWN = ("self", "both")


def makes_them_discard(ctx):
    """The chain link answered is the opponent's, and its effect declares that its resolution
    discards from the activating player's own hand (`Effect.discards`: Graceful Charity, Card
    Destruction, Morphing Jar, Mind Crush...)."""
    link = ctx.responding_to
    if link.player == ctx.player:
        return False
    return ctx.link_card(link).script.effects[link.effect].discards in _THEIR_OWN


def cost(ctx):
    ctx.discard([ctx.card], "cost")


def effects(damage_step):
    return [Effect(QUICK, range=(S.HAND,), condition=Responding(makes_them_discard), cost=cost, discard_cost=True,
                   resolve=negate_and_destroy, damage_step=damage_step, destroys=DESTROYS_NEGATED,
                   label="discard: negate an activation that makes the opponent discard")]


# today's ruling (yugioh-wiki.net 《墓守の監視者》 FAQ, 14/05/26): also in the Damage Step
EFFECTS = effects(DS_ALWAYS)

ERAS = {"2005": {
    "DESCRIPTION": ("Level 4 DARK Spellcaster. When the opponent activates a card or effect that would "
                    "make them discard from their own hand as it resolves (a discard that is its cost does "
                    "not count), its player may discard it from the hand (a cost) to negate that activation "
                    "and destroy that card. Not in the Damage Step (the older ruling)."),
    # the FAQ's older answer (09/02/05): not in the Damage Step, the era's rule for an effect that
    # is no Counter Trap and changes no ATK/DEF
    "EFFECTS": effects(None),
}}
