"""Giant Orc (73698349), Effect Monster."""
from duelist.cards.common import APPLY, C, CONTINUOUS, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Fiend. If it attacked, it turns to Defense Position at the end of that "
               "Battle Phase, and its position cannot be changed until the end of its controller's "
               "next turn (a continuous effect: no chain link).")


def _attacked_this_turn(ctx, ev):
    card = ctx.card
    return card.location == S.MZONE and card.face_up and card.attack_turn == ctx.turn


def _to_defense(ctx):
    card = ctx.card
    # it attacked in its controller's turn: locked through their next one (two turns on)
    card.info = dict(card.info or {}, locked_until=ctx.turn + 2)
    if card.position == S.FACEUP_ATTACK:
        ctx.change_position(card, S.FACEUP_DEFENSE)


def _locked(ctx, card):
    if card is not ctx.card:
        return False
    until = (card.info or {}).get("locked_until")
    return until is not None and ctx.turn <= until


# One meaning in both eras (2005: "at the end of the Battle Phase ... until the end of your next
# turn"): no ERAS entry. yugioh-wiki.net: no chain link, as Goblin Attack Force's.
EFFECTS = [
    Effect(APPLY, events=H.BATTLE_END, match=_attacked_this_turn, resolve=_to_defense,
           label="Defense Position at the end of the Battle Phase"),
    Effect(CONTINUOUS, tag=C.CANNOT_CHANGE_POSITION, affects=_locked,
           label="position locked until the end of its controller's next turn"),
]
