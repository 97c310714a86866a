"""Destiny Board (94212438), Continuous Trap."""
from duelist.cards.common import STATE, TRIGGER, WIN, During, Effect, activate
from duelist.cards.common import code_of, free_spell_zone as free_szone, place_face_up, shuffle_deck, take_one
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: in each of the opponent's End Phases its controller puts the "
               "next Spirit Message (I, then N, A, L) from their hand or Deck face-up in their "
               "Spell & Trap Zone. With this card and all four Messages on their field they win "
               "the duel. If this card or one of those Messages leaves the field, the rest of "
               "them are sent to the GY.")

# Spirit Message "I", "N", "A", "L", in the order they are placed
MESSAGES = (31893528, 67287533, 94772232, 30170981)


def _mine_face_up(ctx):
    return [c for c in ctx.spells_traps("me", face_up=True) if c.location == S.SZONE]


def next_message(ctx):
    """The passcode of the next Spirit Message to place, or None when all four are out."""
    out = set(code_of(c) for c in _mine_face_up(ctx))
    for code in MESSAGES:
        if code not in out:
            return code
    return None


def _end_of_opponents_turn(ctx, ev):
    return ev["phase"] == S.PHASE_END and ev["player"] != ctx.player and ctx.card.activated


def place(ctx):
    if not ctx.card_still_here:
        return
    code = next_message(ctx)
    if code is None or not free_szone(ctx):
        return
    candidates = [c for c in ctx.hand("me") + ctx.deck("me") if code_of(c) == code]
    chosen = yield from take_one(ctx, candidates, "Destiny Board: which Spirit Message?")
    if chosen is None:
        return
    from_deck = chosen.location == S.DECK
    place_face_up(ctx, chosen)
    if from_deck:
        shuffle_deck(ctx)


def _set_pieces(ctx):
    """Face-up Destiny Boards and Spirit Messages on this card's controller's field."""
    return [c for c in _mine_face_up(ctx) if code_of(c) == 94212438 or code_of(c) in MESSAGES]


def _messages_now(ctx):
    return [c.uid for c in _mine_face_up(ctx) if code_of(c) in MESSAGES]


def _pieces_changed(ctx):
    """The Spirit Messages on the field differ from those this Board last saw."""
    card = ctx.card
    return card.activated and (card.info or {}).get("seen", []) != _messages_now(ctx)


def _check_pieces(ctx):
    """A Message this Board saw is no longer face-up on the field: the rest are sent to
    the GY (without a chain link). Otherwise remember the Messages now there."""
    seen = (ctx.card.info or {}).get("seen", [])
    now = _messages_now(ctx)
    if any(uid not in now for uid in seen):
        ctx.send_to_grave(_set_pieces(ctx))
        return
    ctx.card.info = dict(ctx.card.info or {}, seen=now)


def won(ctx):
    card = ctx.card
    if not (card.face_up and card.activated):
        return False
    return next_message(ctx) is None


EFFECTS = [
    activate(),
    Effect(TRIGGER, events="phase", during=During(opponent=(S.PHASE_END,)), match=_end_of_opponents_turn,
           condition=lambda ctx: next_message(ctx) is not None, resolve=place, label="place"),
    # if one of the pieces leaves the field the rest are sent to the GY (no chain link)
    Effect(STATE, range=(S.SZONE,), condition=_pieces_changed, resolve=_check_pieces, while_negated=True,
           label="leaves"),
    Effect(WIN, range=(S.SZONE,), condition=won, value="destiny_board"),
]


def spirit_message_effects():
    """A Spirit Message has no effect of its own; without a face-up Destiny Board on its
    controller's field it is sent to the GY (a state check, no chain link)."""
    def board_gone(ctx):
        return not any(code_of(c) == 94212438 and c.face_up and c.activated
                       for c in ctx.spells_traps("me"))

    return [Effect(STATE, range=(S.SZONE,), condition=board_gone, while_negated=True,
                   resolve=lambda ctx: ctx.send_to_grave([ctx.card]), label="no Destiny Board")]
