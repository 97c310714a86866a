"""Ectoplasmer (97342942), Continuous Spell."""
from duelist.cards.common import TRIGGER, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell. In each player's End Phase, while it is face-up, a mandatory "
               "trigger makes the turn player Tribute 1 face-up monster they control (their "
               "choice, as it resolves) and deals their opponent damage equal to half that "
               "monster's original ATK. Nothing happens while the turn player has no face-up "
               "monster.")


def offerings(ctx):
    return ctx.tributable(ctx.monsters(ctx.turn_player, face_up=True))


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and bool(offerings(ctx))


def resolve(ctx):
    found = offerings(ctx)
    if not found:
        return
    chosen = (yield from ctx.choose_cards(found, 1, player=ctx.turn_player,
                                          prompt="Ectoplasmer: Tribute which monster?"))[0]
    damage = ctx.original_atk(chosen) // 2
    ctx.send_to_grave([chosen], "tribute")
    ctx.damage(1 - ctx.turn_player, damage)


# One meaning in both eras (the 2005 text, SOD: "during each player's End Phase, that player
# offers 1 face-up monster on his/her side of the field as a Tribute to inflict damage equal to
# half of its original ATK"; today's: once per turn, "the turn player must Tribute"): no ERAS entry.
EFFECTS = [
    activate(),
    Effect(TRIGGER, events="phase", range=(S.SZONE,),
           during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)),
           match=end_phase, resolve=resolve, label="the turn player Tributes a monster: half its ATK as damage",
           inflicts_damage="both"),
]
