"""Ring of Destruction (83555666), Normal Trap."""
from duelist.cards import kit
from duelist.cards.common import ALL_PHASES, During, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, only in the opponent's turn and only one per turn: pick a face-up "
               "monster of your opponent whose ATK does not exceed their LP and blow it up; you "
               "take damage equal to its original ATK, then your opponent takes the damage you took.")


def _opp_lp(ctx):
    return ctx.lp(ctx.opponent)


def legal(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller != ctx.player \
        and ctx.atk(card) <= _opp_lp(ctx)


# only in the opponent's turn, then once per turn
condition = During(opponent=ALL_PHASES, rest=kit.name_opt_free)


def resolve(ctx):
    for card in ctx.targets:
        original = ctx.original_atk(card)      # read on the field (Chimeratech: 1000 x materials)
        if (yield from ctx.destroy([card])):
            taken = ctx.damage(ctx.player, original)     # you first (at 0 you lose there)
            if taken:       # then the opponent, the damage you took (none where yours was
                ctx.damage(ctx.opponent, taken)     # stopped or turned over: FAQ 2015-02-04)


EFFECTS = [activate(resolve, condition=condition, cost=kit.spend_name_opt,
                    target=Target(lambda ctx: ctx.monsters("opp", face_up=True), filter=legal,
                                  prompt="Ring of Destruction: destroy which monster?"), destroys=True,
                    inflicts_damage="both")]


# ------------------------------------------------------------------ 2005 text (GOAT)
def legal_2005(ctx, card):
    return card.location == S.MZONE and card.face_up


def resolve_2005(ctx):
    """Both players take damage equal to the ATK the monster had on the field, at the same
    time (so both may reach 0: a draw)."""
    for card in ctx.targets:
        atk = ctx.atk(card)
        if (yield from ctx.destroy([card])):
            # at the same time: both at 0 is a draw (`Ctx.damages`, round 59a)
            ctx.damages((ctx.player, atk), (ctx.opponent, atk))


ERAS = {"2005": {
    "DESCRIPTION": ("Normal Trap: pick any face-up monster (either side, any ATK, in either "
                    "player's turn, any number of copies a turn) and destroy it; both players take "
                    "damage equal to the ATK it had, at the same time (2005 text)."),
    "EFFECTS": [activate(resolve_2005,
                         target=Target(lambda ctx: ctx.monsters("both", face_up=True), filter=legal_2005,
                                       prompt="Ring of Destruction: destroy which monster?"), destroys=True,
                         inflicts_damage="both")],
}}
