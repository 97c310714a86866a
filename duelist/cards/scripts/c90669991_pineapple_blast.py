"""Pineapple Blast (90669991), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap: activated while the opponent controls more monsters than its player; the "
               "opponent picks and destroys their own monsters until they control as many as its "
               "player does.")


def _excess(ctx):
    return len(ctx.monsters("opp")) - len(ctx.monsters("me"))


def resolve(ctx):
    excess = _excess(ctx)
    if excess <= 0:
        return
    chosen = yield from ctx.choose_cards(ctx.monsters("opp"), excess, player=ctx.opponent,
                                         prompt="Pineapple Blast: destroy which of your monsters?")
    yield from ctx.destroy(chosen)


# One meaning in both eras (the DR1 / MFC print and the OCG text of 《パイナップル爆弾》): no ERAS
# entry. Our reading: the numbers are counted again as it resolves (face-down monsters count).
EFFECTS = [activate(resolve, condition=lambda ctx: _excess(ctx) > 0, destroys=True, label="Pineapple Blast")]
