"""Mucus Yolk (70307656), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import APPLY, CONTINUOUS, TRIGGER, During, Effect, H, while_here
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Aqua (0/100). It can attack the opponent directly. Each time it deals "
               "the opponent battle damage (a mandatory trigger), it gains 1000 ATK at its "
               "controller's next Standby Phase, for as long as it stays on the field.")

NOTE = "mucus_yolk"      # card.info key: gains waiting for its controller's next Standby Phase


def _itself(ctx, card):
    return card is ctx.card


def _dealt_battle_damage(ctx, ev):
    return ev.get("reason") == "battle" and ev.get("source") == ctx.card.cid and \
        ev.get("source_uid") == ctx.card.uid and ev.get("player") == ctx.opponent


def note_gain(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up:
        info = dict(card.info or {})
        info[NOTE] = info.get(NOTE, 0) + 1
        card.info = info


def _waiting(ctx):
    return bool((ctx.card.info or {}).get(NOTE))


def grow(ctx):
    card = ctx.card
    count = (card.info or {}).get(NOTE, 0)
    if count:
        card.info = dict(card.info, **{NOTE: 0})
        ctx.modify(card, 1000 * count, 0, until=while_here(card))


# One meaning in both eras (the PGD print and the OCG text of 《グラッジ》, yugioh-wiki.net: a direct
# attack allowed; dealing battle damage, a mandatory trigger, its ATK rises by 1000 at its controller's
# next Standby Phase; 0 ATK deals no battle damage, so it never starts by itself): no ERAS entry. Our
# reading: the gain is applied at that Standby Phase with no chain link of its own (the trigger's).
EFFECTS = [
    Effect(CONTINUOUS, tag="direct_attack", affects=_itself, label="can attack directly"),
    Effect(TRIGGER, events=H.DAMAGE, match=_dealt_battle_damage, resolve=note_gain,
           label="1000 ATK at the next Standby Phase"),
    Effect(APPLY, events="phase", during=During(own=(S.PHASE_STANDBY,)),
           match=K.standby_match(rest=_waiting), resolve=grow, label="gains 1000 ATK"),
]
