"""Kiseitai (04266839), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import M, TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Fiend (300/800). When an opponent's monster attacks it while it is "
               "face-down, before damage calculation it leaves the Monster Zone and becomes an "
               "Equip Card of the attacker, in its controller's Spell & Trap Zone. Equipped this "
               "way, in each of its controller's opponent's Standby Phases its controller gains "
               "LP equal to half the equipped monster's ATK.")


def _attacked_face_down(ctx, ev):
    """An opponent's monster attacks this face-down monster (declared, or picked on a replay)."""
    card = ctx.card
    return ev.get("target") == card.uid and ev.get("player") != card.controller and \
        card.location == S.MZONE and not card.face_up


def _become_equip(ctx):
    card = ctx.card
    attacker = ctx.card_by_uid(ctx.event.get("uid"))
    if card.uid != ctx.link.card_uid or card.location != S.MZONE or card.face_up:
        return      # it left, or turned face-up, since: nothing
    if attacker is None or attacker.location != S.MZONE or not attacker.face_up:
        return      # no attacker left to equip: it stays where it is
    if not ctx.place_in_spell_zone(card, "equip", card.controller):
        return      # no free Spell & Trap Zone: it stays a monster
    if not ctx.equip(card, attacker):
        ctx.send_to_grave([card], "equip_failed")
        return
    ctx.mark(card, M.PARASITE)


def _gain(ctx):
    monster = K.equipped_monster(ctx)
    if monster is not None and ctx.marked(ctx.card, M.PARASITE):
        ctx.recover(ctx.player, ctx.atk(monster) // 2)


def _equipped_by_itself(ctx):
    return ctx.marked(ctx.card, M.PARASITE) is not None and K.equipped_monster(ctx) is not None


EFFECTS = [
    # "when this face-down card is attacked": a mandatory trigger that works while it is
    # face-down (face_down=True: trigger collection asks it of a face-down card, chain.py
    # `_FACE_DOWN_KINDS`); it resolves in the Battle Step, so the attack meets a replay
    Effect(TRIGGER, events=("attack", "attack_targeted"), range=(S.MZONE,), match=_attacked_face_down,
           resolve=_become_equip, face_down=True, label="become an Equip Card of the attacker"),
    Effect(TRIGGER, events="phase", range=(S.SZONE,), during=During(opponent=(S.PHASE_STANDBY,)),
           match=K.standby_match("opponent", rest=_equipped_by_itself), resolve=_gain,
           label="gain LP equal to half the equipped monster's ATK"),
]
