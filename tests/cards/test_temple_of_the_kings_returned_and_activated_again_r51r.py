"""Temple of the Kings lets its controller activate one Trap a turn in the turn it was Set. The
limit binds that Temple: a Temple that left the field and was activated again is a new card, with
its own use for the turn.

Seed 000 §陷阱卡 (a Trap cannot be activated the turn it was Set, unless Temple of the Kings
applies). Sources: yugioh-wiki 「１ターンに１度」 (a "once per turn" with no card name binds the card
whose effect was used); yugioh-cram-school.com (once-per-turn/3299). The engine keys every other
once-per-turn effect by the card object (uid), which a card leaving the field changes.

Request 4 of /work/reports/h51r-requests.md (round 51r; moderate confidence)."""

from duelist.testing.scenario import Script, Table


def _temple_used_then_returned():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Temple of the Kings", face_down=False)
    table.hand(0, "Waboku", "Giant Trunade", "Reinforcements", "Threatening Roar")
    table.monster(0, "Battle Ox")                   # Reinforcements' target
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)

    def settle():
        while duel.request.kind == "chain":
            s.pick("pass")

    s.pick("set_spell", "Waboku")
    s.pick("activate", "Waboku")                    # Temple's use for this turn
    settle()
    s.pick("set_spell", "Threatening Roar")
    assert not s.has("activate", "Threatening Roar")     # the same Temple: used
    s.pick("activate", "Giant Trunade")
    settle()
    assert "Temple of the Kings" in [c.name for c in duel.players[0].hand]
    s.pick("activate", "Temple of the Kings")
    settle()
    s.pick("set_spell", "Reinforcements")
    return duel, s


def test_a_temple_activated_again_lets_another_trap_be_activated_the_turn_it_was_set():
    """Q: this turn my Temple of the Kings let me activate Waboku the turn I Set it; then Giant
    Trunade returned the Temple to my hand and I activated it again. I Set Reinforcements: may I
    activate it now? A: yes: the Temple on the field is a new card, its use for the turn unspent."""
    duel, s = _temple_used_then_returned()
    assert s.has("activate", "Reinforcements")
