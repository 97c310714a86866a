"""Shared helpers for helper b's batch of card scripts (Starter Deck Kaiba and seed cards).

What the engine does not offer yet is wrapped here, in one place, so that it can move
into the engine (or common.py) later:

- `destroy_anywhere`: `Duel.destroy` only destroys cards on the field; Chain Destruction
  destroys cards in the hand and the Deck.
- `shuffle_deck`: a player's Deck is shuffled after an effect looked through it.
- `ask_summon_position`: a Special Summon by a card effect lets the summoning player
  pick face-up Attack or face-up Defense Position.
"""

from duelist.engine import state as S


def destroy_anywhere(ctx, cards, reason="effect"):
    """Destroy cards wherever they are (field, hand, Deck): a "destroyed" happening and
    the move to the GY, as `Duel.destroy` does on the field. Returns those destroyed.

    Uses engine internals (`_emit`, `_happen`, `_move`) because `Duel.destroy` skips
    cards that are not on the field (reported as an engine gap)."""
    duel = ctx.duel
    on_field = [c for c in cards if c.on_field]
    out = list(ctx.destroy(on_field, reason)) if on_field else []
    others = [c for c in cards if not c.on_field and c.location in (S.HAND, S.DECK)]
    for card in others:
        duel._emit({"type": "destroyed", "uid": card.uid, "code": card.data.code,
                    "name": card.data.name, "reason": reason, "from": card.location})
        duel._happen("destroyed", card, reason=reason, by=ctx.player, controller=card.controller,
                     face_up=False)
    for card in others:
        duel._move(card, S.GRAVE, card.owner, "destroyed_" + reason, ctx.player)
        out.append(card)
    return out


def shuffle_deck(ctx, player):
    """Shuffle `player`'s Deck (after an effect searched it)."""
    ctx.duel._shuffle_deck(player)


POSITION_LABELS = ["face-up Attack Position", "face-up Defense Position"]


def ask_summon_position(ctx, card, player=None):
    """Generator: the summoning player picks the position of a monster Special Summoned
    by an effect (face-up Attack or face-up Defense). Returns the engine position."""
    pick = yield from ctx.choose_option(POSITION_LABELS,
                                        "Special Summon %s in which position?" % card.data.name,
                                        player=player)
    return S.FACEUP_ATTACK if pick == 0 else S.FACEUP_DEFENSE


def face_up_named(ctx, code, who="both"):
    """Face-up monsters on the field with passcode `code`."""
    return [c for c in ctx.monsters(who, face_up=True) if c.data.code == code or c.data.alias == code]
