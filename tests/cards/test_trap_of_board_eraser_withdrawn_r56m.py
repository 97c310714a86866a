"""Trap of Board Eraser (3055837), Counter Trap: withdrawn in round 56m (a judge's review).

What the card does, in our words: it answers the activation of an effect that would inflict
effect damage (never battle damage) -- yours or the opponent's, Ring of Destruction activated by
either player included; the damage YOU would take from that effect becomes nothing (the
activation and the rest of the effect are not negated: the opponent's share of Ring of
Destruction's damage is still dealt), then the opponent discards 1 card of their choice; it
cannot be activated while the opponent's hand is empty. Sources: the card's 2003/2005 English
text (PGD-099, Pojo's Card of the Day 2003-09-04: "an effect that inflicts damage ... (except
Battle Damage) ... negate the damage to your Life Points ... your opponent ... discards"),
yugioh-wiki.net 《黒板消しの罠》 (its text; its timing is that of 《地獄の扉越し銃》 / Barrel Behind
the Door; FAQ: not activatable while the opponent has no hand; it does not negate the
activation, so 《冥王竜ヴァンダルギオン》 / Van'Dalgyon is not summoned by it).

Round 56k scripted a different card: a Counter Trap that negated an opponent's effect that
would make you DISCARD (Gravekeeper's Watcher's trigger). That is not this card, so the script is
withdrawn: a deck holding the card is refused as "not implemented yet" again, rather than
playing a card that does what the printed card does not.

Engine request (why it is not rescripted): (1) a declaration that an effect would inflict effect
damage and to whom (like `Effect.discards` / `special_summons`, with `Ctx.link_...` to read it
from a chain link: effects.py), so "when an effect that inflicts damage is activated" can be
answered; (2) a lasting modification scoped to one chain link: "the effect damage player P would
take from link N becomes 0" (actions.py `_effect_damage_stopped`, beside Des Wombat's
C.NO_EFFECT_DAMAGE and Hallowed Life Barrier's L.NO_EFFECT_DAMAGE, which cover every effect of a
turn, not one link). Barrel Behind the Door needs both too (and redirects the damage)."""

from duelist.cards.db import get_card
from duelist.cards.registry import support_status


def test_trap_of_board_eraser_is_not_played_until_the_engine_can_answer_effect_damage():
    """Q: a player pastes a Goat deck with Trap of Board Eraser. A: the card is refused as not
    implemented: the only script written for it did another card's job (a discard answer), and
    the real card needs the engine request above (see the module docstring)."""
    card = get_card(3055837)
    assert card.name == "Trap of Board Eraser"
    assert support_status(card) == "not implemented yet (its effect has no script)"
