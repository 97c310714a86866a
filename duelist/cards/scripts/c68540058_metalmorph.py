"""Metalmorph (68540058), Normal Trap that becomes an Equip Card."""
from duelist.cards.common import CONTINUOUS, DS_ATK, Effect, R, Target, activate, battling, face_up_monsters

DESCRIPTION = ("Normal Trap: target a face-up monster on the field (either side) and hang this card "
               "on it as an Equip Card: it gains 300 ATK and DEF; when it attacks a monster, it "
               "also gains half that monster's ATK during damage calculation only.")


def face_up(ctx, card):
    return card.face_up


def equip(ctx):
    targets = ctx.targets
    if targets and ctx.card_still_here:
        ctx.equip(ctx.card, targets[0])


def equipped(ctx, card):
    return ctx.related(R.EQUIP) is card


def gain(ctx, card):
    """+300/+300; during damage calculation of its attack on a monster, + half that monster's
    ATK (each Metalmorph adds its own half: the Konami FAQ)."""
    atk = 300
    if ctx.in_damage_calculation:
        battle = battling(ctx)
        if battle is not None and battle[0] is card and battle[1] is not None:
            atk += ctx.atk(battle[1]) // 2
    return (atk, 300)


EFFECTS = [
    # seed 000 §陷阱卡: a Trap that becomes an Equip Card stays on the field as one; an ATK
    # change, so it may be activated in the Damage Step up to damage calculation
    activate(equip, label="equip", equips=True, damage_step=DS_ATK,
             target=Target(face_up_monsters, filter=face_up, prompt="Metalmorph: equip which monster?")),
    Effect(CONTINUOUS, tag="stats", affects=equipped, value=gain),
]
