"""Bujin Regalia - The Jewel (63049052), Normal Trap."""
from duelist.cards.common import CONTINUOUS, DS_ATK, QUICK, Effect, R, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap that becomes an Equip Card on a face-up Rank 4 Xyz Monster you control "
               "(it may be activated in the Damage Step until damage calculation). That monster is "
               "300 ATK stronger per Xyz Material it holds. Once per turn, in either player's turn, "
               "you may attach 1 Bujin monster from your hand to it as an Xyz Material. It may only "
               "equip an Xyz Monster you control; otherwise it is destroyed.")


def _rank_4(ctx, card):
    return (card.location == S.MZONE and card.face_up and card.controller == ctx.player
            and "Xyz" in (card.data.kinds or ()) and card.data.rank == 4)


def _equip(ctx):
    if ctx.targets and ctx.card_still_here:
        ctx.equip(ctx.card, ctx.targets[0])


def _bujins_in_hand(ctx):
    return [c for c in ctx.hand("me") if c.data.card_type == "Monster" and "Bujin" in (c.data.series or ())]


def _can_attach(ctx):
    monster = ctx.related(R.EQUIP)
    return monster is not None and monster.face_up and bool(_bujins_in_hand(ctx))


def _attach(ctx):
    monster = ctx.related(R.EQUIP)
    bujins = _bujins_in_hand(ctx)
    if monster is None or not bujins or not ctx.card_still_here:
        return
    chosen = yield from ctx.choose_cards(bujins, 1, prompt="Bujin Regalia - The Jewel: attach which Bujin?")
    ctx.attach(chosen, monster)


EFFECTS = [
    # seed 000 §陷阱卡: a Trap that becomes an Equip Card stays on the field as one; the state
    # checks destroy it once the target filter no longer holds (the monster is no longer yours)
    activate(_equip, label="equip", equips=True, damage_step=DS_ATK,
             target=Target(lambda ctx: ctx.monsters("me", face_up=True), filter=_rank_4,
                           prompt="Bujin Regalia - The Jewel: equip which Rank 4 Xyz Monster?")),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, c: ctx.related(R.EQUIP) is c,
           value=lambda ctx, c: (300 * len(ctx.materials(c)), 0), label="+300 ATK per material"),
    Effect(QUICK, range=(S.SZONE,), once_per_turn=True, condition=_can_attach, resolve=_attach,
           label="attach a Bujin from the hand"),
]
