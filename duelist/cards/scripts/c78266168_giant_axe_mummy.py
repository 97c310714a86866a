"""Giant Axe Mummy (78266168), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 5 EARTH Zombie (1700/2000). Once per turn, in its controller's Main Phase, it "
               "may turn itself face-down in Defense Position. When an opponent's monster whose ATK is "
               "lower than its DEF attacks it, that attacker is destroyed at the end of the Damage Step "
               "(not optional; only while this card is still on the field).")


def _attacker(ctx, ev):
    """The monster that attacked this card in the battle whose Damage Step ends (`ev`), still the
    same object face-up on the field and its controller's opponent's, else None."""
    card = ctx.card
    if ev.get("target") != card.cid or ev.get("target_uid") != card.uid:
        return None
    attacker = ctx.card_by_cid(ev["attacker"])
    if attacker.uid != ev.get("attacker_uid") or attacker.location != S.MZONE or not attacker.face_up \
            or attacker.controller == ctx.player:
        return None
    return attacker


def _weaker(ctx, attacker):
    card = ctx.card
    return card.location == S.MZONE and card.face_up and ctx.atk(attacker) < ctx.defense(card)


def attacked_by_a_weaker_monster(ctx, ev):
    attacker = _attacker(ctx, ev)
    return attacker is not None and _weaker(ctx, attacker)


def resolve(ctx):
    attacker = _attacker(ctx, ctx.event)
    if attacker is not None and _weaker(ctx, attacker):
        yield from ctx.destroy([attacker])


# No ERAS entry: the English text found (destroy at the end of the Damage Step, in any position)
# reads as the OCG's; the PGD-023 print of 2004 was not checked (our reading: the same).
EFFECTS = [
    K.turn_face_down_once_per_turn(),
    Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,), match=attacked_by_a_weaker_monster,
           damage_step=DS_ALWAYS, resolve=resolve, destroys=True, label="destroy the weaker attacker"),
]
