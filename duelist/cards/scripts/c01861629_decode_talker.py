"""Decode Talker (1861629), Link Effect Monster (Link-3: Top, Bottom-Left, Bottom-Right)."""
from duelist.cards.common import DESTROYS_NEGATED, CONTINUOUS, DS_ALWAYS, QUICK, Effect, Responding, take_one

DESCRIPTION = ("Link-3 DARK Cyberse, Link Summoned with 2 or more Effect Monsters. It gains 500 ATK "
               "for each monster in a zone it points to. When the opponent activates a card or "
               "effect that targets a card you control, you may Tribute one of your monsters it "
               "points to to negate that activation and destroy the card.")


def _boost(ctx, card):
    return (500 * len(ctx.pointed_monsters(card)), 0)


def _yours_it_points_to(ctx):
    """Its cost's pool: your monsters it points to that may be Tributed."""
    return ctx.tributable([c for c in ctx.pointed_monsters(ctx.card) if c.controller == ctx.player])


def _targets_yours(ctx):
    """The chain's last link is the opponent's activation that targets a card you control."""
    link = ctx.responding_to
    if link is None or link.player == ctx.player or link.negated is not None:
        return False
    for uid in link.targets:
        card = ctx.card_by_uid(uid)
        if card is not None and card.on_field and card.controller == ctx.player:
            return True
    return False


def _tribute(ctx):
    chosen = yield from take_one(ctx, _yours_it_points_to(ctx), "Decode Talker: Tribute which monster it points to?")
    ctx.send_to_grave([chosen], "tribute")


def _negate(ctx):
    link = ctx.responding_to
    if link is not None:
        yield from ctx.negate_and_destroy(link)


EFFECTS = [
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=_boost,
           label="+500 ATK per monster it points to"),
    Effect(QUICK, condition=Responding(_targets_yours), can_pay=lambda ctx: bool(_yours_it_points_to(ctx)),
           cost=_tribute, resolve=_negate, damage_step=DS_ALWAYS, destroys=DESTROYS_NEGATED,     # it negates an activation
           label="Tribute a linked monster: negate and destroy"),
]
