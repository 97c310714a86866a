"""Shared helpers for helper a's card batch (Starter Deck: Yugi).

Small builders several of these cards ask for: choosing the battle position of a
Special Summon, checking a face-down card by revealing it, and shuffling a deck after
a card was taken from it.
"""

from duelist.engine import state as S

POSITION_LABELS = ["Attack Position", "Defense Position"]


def choose_summon_position(ctx, player=None):
    """Generator: the summoning player picks face-up Attack or face-up Defense Position
    (seed 000 §特殊召喚: a Special Summon is face-up Attack or Defense unless stated)."""
    pick = yield from ctx.choose_option(POSITION_LABELS, "%s: Special Summon in which position?"
                                        % ctx.card.data.name, player=player)
    return S.FACEUP_ATTACK if pick == 0 else S.FACEUP_DEFENSE


def reveal_if_face_down(ctx, card):
    """Reveal a face-down card to both players (e.g. a Set card chosen as a target)."""
    if not card.face_up:
        ctx.reveal([card], None)


def set_card_or_face_up(card_type):
    """A target filter: a face-down card in a Spell & Trap Zone (it might be one), or a
    face-up card of `card_type` ("Spell" or "Trap")."""
    def flt(ctx, card):
        if card.location not in (S.SZONE, S.FZONE):
            return False
        return not card.face_up or card.data.card_type == card_type
    return flt


def shuffle_deck(ctx, player):
    """Shuffle `player`'s deck after a card was taken from it."""
    ctx.duel._shuffle_deck(player)


def free_monster_zone(ctx, player=None):
    return ctx.duel._free_mzone(ctx.player if player is None else player) is not None
