"""An Equip Card whose equip condition reads what the state checks' key does not cover is
destroyed at the first state check after its monster stops meeting the condition (seed 000
§裝備魔法) -- also with Snatch Steal holding a monster of the opponent on the same field.

The position of tests/engine/test_equip_condition_outside_the_key_r27m.py (Dark Magician
equipped with a stand-in of Book of Secret Arts, "equip only while your opponent has more
than 6000 LP", attacks directly), with player 0's Snatch Steal equipped to player 1's Battle
Ox: the state checks' take-control step finds nothing to do at the key, and says so in its own
flag (actions.py `_state_check_pass`, `_phase_cards[18]`); the equips step must still look at
the Book once the LP fell, whatever the take-control step's flag says (its own flag,
`_phase_cards[17]`, is never set for a condition that is not declared)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table
from tests.engine.test_equip_condition_outside_the_key_r27m import _stand_in_book


def test_the_lp_bound_book_is_destroyed_once_it_fails_beside_snatch_steal(monkeypatch):
    _stand_in_book(monkeypatch)
    table = Table(turn=3, turn_player=0, phase="main1")
    magician = table.monster(0, "Dark Magician")
    book = table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Snatch Steal")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    magician_ref, magician, book = magician, magician.card(duel), book.card(duel)
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", ox)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert ox.card(duel).controller == 0
    s.pick("battle")
    assert book.location == S.SZONE and duel.equipped_to(book) is magician
    s.pick("attack", magician_ref, target="player", request="battle")
    assert duel.players[1].lp == 8000 - 2800
    assert book.location == S.GRAVE
    assert [e["name"] for e in duel.log if e["type"] == "equip_lost"] == ["Book of Secret Arts"]
