"""Bottomless Trap Hole (29401950), Normal Trap."""
from duelist.cards.common import H, activate, summoned_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when your opponent Summons one or more monsters with 1500 or more "
               "ATK, those monsters (if they still have 1500 or more ATK) are destroyed, and "
               "the destroyed ones are banished. It does not target.")

KINDS = ("normal", "tribute", "flip", "special", "proc")


def big_summons(ctx):
    return [c for c in summoned_now(ctx, KINDS) if c.face_up and ctx.atk(c) >= 1500]


def remember(ctx):
    """Not a cost: notes which monsters' Summon this activation answers ("that monster(s)")."""
    ctx.link.info["summoned"] = [c.uid for c in big_summons(ctx)]


def resolve(ctx):
    still = []
    for uid in ctx.link.info.get("summoned", ()):
        card = ctx.card_by_uid(uid)
        if card is not None and card.location == S.MZONE and card.face_up and ctx.atk(card) >= 1500:
            still.append(card)
    # "destroy, and if you do, banish": they never reach the GY
    yield from ctx.destroy(still, banish=True)


EFFECTS = [activate(resolve, condition=lambda ctx: bool(big_summons(ctx)), cost=remember, destroys=True,
                   answers=H.SUMMONED)]
