"""Dark Necrofear (31829185), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import SUMMON_PROC, TRIGGER, Effect, Target, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 8 DARK Fiend that is never Normal Summoned or Set: it is Special Summoned "
               "from the hand by banishing three Fiend monsters from its owner's GY. In the End "
               "Phase of a turn in which the opponent's card destroyed it while its owner "
               "controlled it, it must attach itself from the GY as an Equip Card to a face-up "
               "monster the opponent controls, and its owner controls that monster while it stays "
               "equipped.")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


def fiends(ctx):
    return K.grave_monsters(ctx, "me", lambda c: c.data.race == "Fiend")


def proc_cost(ctx):
    yield from K.banish_cost(ctx, fiends, 3, "Dark Necrofear: banish 3 Fiend monsters")


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and K.destroyed_by_opponent_this_turn(ctx)


def possess(ctx):
    targets = ctx.targets
    card = ctx.card
    if not targets or card.uid != ctx.link.card_uid:
        return
    monster = targets[0]
    if not K.equip_from_grave(ctx, monster):
        return
    # control lasts while this card stays equipped to it (ends at once, no chain link)
    ctx.take_control(monster, until_end_of_turn=False, bound_to=card)


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=lambda ctx: len(fiends(ctx)) >= 3,
           cost=proc_cost, label="banish 3 Fiends"),
    Effect(TRIGGER, events="phase", range=(S.GRAVE,), leaves_grave=True, match=end_phase,
           condition=lambda ctx: K.free_spell_zone(ctx),
           target=Target(opp_monsters, filter=lambda ctx, c: c.face_up and c.location == S.MZONE
                         and c.controller != ctx.player,
                         prompt="Dark Necrofear: equip to which monster?"),
           resolve=possess, label="possess"),
]
