"""Pineapple Blast (90669991), Normal Trap."""
from duelist.cards.common import H, activate, summoned_now

DESCRIPTION = ("Normal Trap: when its player Normal Summons a monster while the opponent controls more "
               "monsters than they do, the opponent picks and destroys their own monsters until they "
               "control as many as its player does.")


def _excess(ctx):
    return len(ctx.monsters("opp")) - len(ctx.monsters("me"))


def _my_normal_summon(ctx):
    return any(c.controller == ctx.player and c.face_up
               for c in summoned_now(ctx, ("normal", "tribute"), by_opponent=False))


def resolve(ctx):
    excess = _excess(ctx)
    if excess <= 0:
        return
    chosen = yield from ctx.choose_cards(ctx.monsters("opp"), excess, player=ctx.opponent,
                                         prompt="Pineapple Blast: destroy which of your monsters?")
    yield from ctx.destroy(chosen)


# One meaning in both eras (the DR1 / MFC print, today's text and the OCG text of 《パイナップル爆弾》:
# "when you Normal Summon", round 59y; round 59k had it free-chain): no ERAS entry. Our reading: the
# numbers are counted again as it resolves (face-down monsters count).
EFFECTS = [activate(resolve, condition=lambda ctx: _my_normal_summon(ctx) and _excess(ctx) > 0,
                    answers=H.SUMMONED, destroys=True, label="Pineapple Blast")]
