"""Shared helpers for helper d's card batch (floodgates and alternate win conditions).

Level checks for "Level N or higher" floodgates, placing a card face-up in a Spell &
Trap Zone without activating it (Destiny Board), picking a summon position, and
shuffling a deck after a card was taken from it.
"""

from duelist.engine import state as S

POSITION_LABELS = ["Attack Position", "Defense Position"]


def code_of(card):
    """The passcode that names the card (alternate arts share their main passcode)."""
    return card.data.alias or card.data.code


def level_at_least(n):
    """A filter: a face-up monster on the field whose Level is `n` or higher (monsters
    without a Level, Xyz and Link, never match)."""
    def flt(ctx, card):
        return card.location == S.MZONE and card.face_up and ctx.level(card) >= n
    return flt


def free_szone(ctx, player=None):
    return ctx.duel._free_szone(ctx.player if player is None else player) is not None


def place_face_up(ctx, card, player=None):
    """Put `card` face-up in a free Spell & Trap Zone of `player` (default: the effect's
    controller) without activating it (Destiny Board's Spirit Messages). The card counts
    as a face-up card whose effects apply. Returns True if it was placed."""
    player = ctx.player if player is None else player
    if ctx.duel._free_szone(player) is None:
        return False
    ctx.duel._move(card, S.SZONE, player, "effect", by=ctx.player, position=S.FACEUP)
    card.activated = True
    return True


def shuffle_deck(ctx, player=None):
    """Shuffle a deck after a card was taken from it."""
    ctx.duel._shuffle_deck(ctx.player if player is None else player)


def choose_summon_position(ctx, player=None):
    """Generator: face-up Attack or face-up Defense Position for a Special Summon
    (seed 000 §特殊召喚: the summoning player chooses unless the card says)."""
    pick = yield from ctx.choose_option(POSITION_LABELS, "%s: Special Summon in which position?"
                                        % ctx.card.data.name, player=player)
    return S.FACEUP_ATTACK if pick == 0 else S.FACEUP_DEFENSE


def take_one(ctx, cards, prompt):
    """Generator: one of `cards` (asks only when there is a choice); None if empty."""
    if not cards:
        return None
    if len(cards) == 1:
        return cards[0]
    chosen = yield from ctx.choose_cards(cards, 1, prompt=prompt)
    return chosen[0] if chosen else None


def spirit_message_effects():
    """A Spirit Message has no effect of its own; without a face-up Destiny Board on its
    controller's field it is sent to the GY (a state check, no chain link)."""
    from duelist.engine.effects import STATE, Effect

    def board_gone(ctx):
        return not any(code_of(c) == 94212438 and c.face_up and c.activated
                       for c in ctx.spells_traps("me"))

    return [Effect(STATE, range=(S.SZONE,), condition=board_gone,
                   resolve=lambda ctx: ctx.send_to_grave([ctx.card]), label="no Destiny Board")]
