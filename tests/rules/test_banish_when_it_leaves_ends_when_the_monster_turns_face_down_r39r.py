""""Banish it when it leaves the field" is bound to the face-up monster an effect summoned: once
that monster is turned face-down it is a new card for the rules, and leaving the field later it
goes where it would go (round 39r, request R1 in /work/reports/h39r-requests.md).

Ruling sources: Yu-Gi-Oh! Wiki, Card Rulings: Battle Fader ("If Battle Fader is Special Summoned
by its effect and then flipped face-down by an effect like Book of Moon, then the effect 'If this
card is removed from the field, then it is removed from play' is no longer applied"); Edison
format rulings of Book of Moon (the "but banish it if it leaves the field" of Plaguespreader
Zombie or Battle Fader is removed by a face-down turn); yugioh-wiki 《月の書》 (a monster turned
face-down can no longer be identified as "this card": what bound it is reset). seed 000
§怪獸的表示形式: a face-down monster's information is hidden; the rules treat it anew.
The engine keeps the banishment (actions.py `change_position`'s comment: "Rules bound to the
object ... stay: ... 'banish it when it leaves the field'")."""

from duelist.engine import state as S
from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def _to_idle(s, limit=8):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind == "idle":
            return
        s.pick("pass")


def test_battle_fader_turned_face_down_by_book_of_moon_then_destroyed_goes_to_the_gy():
    """Question: Battle Fader, Special Summoned by its own effect, is turned face-down by Book of
    Moon in Main Phase 2, then destroyed by Dark Hole. Is it banished? Answer: no -- the face-down
    turn ended what bound it; destroyed, it goes to the GY."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Book of Moon", "Dark Hole")
    table.hand(1, "Battle Fader")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("yes", "Battle Fader", player=1, request="yes_no")
    s.pick("pass", player=0)
    s.pick("option", "Defense Position", player=1)
    _to_idle(s)
    assert duel.phase == "main2"
    s.pick("activate", "Book of Moon", request="idle")
    s.pick("target", "Battle Fader")
    _to_idle(s)
    assert duel.monsters(1)[0].position == S.FACEDOWN_DEFENSE
    s.pick("activate", "Dark Hole", request="idle")
    _to_idle(s)
    assert grave(duel, 1) == ["Battle Fader"]
    assert banished(duel, 1) == []


def test_plaguespreader_zombie_turned_face_down_then_destroyed_goes_to_the_gy():
    """Question: Plaguespreader Zombie Special Summons itself from the GY (banished when it leaves
    the field); the opponent turns it face-down with Book of Moon, then destroys it with Dark
    Hole. Answer: it goes to the GY, not to the banished cards."""
    table = Table(turn=3, turn_player=0)
    table.grave(0, "Plaguespreader Zombie")
    table.hand(0, "Kozaky")
    table.hand(1, "Book of Moon", "Dark Hole")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Plaguespreader Zombie")
    s.pick("select", "Kozaky")
    s.pick("option", "Attack Position")
    _to_idle(s)
    assert duel.monsters(0)[0].name == "Plaguespreader Zombie"
    s.pick("end_turn")
    for _ in range(10):       # player 1's turn 4: to Main Phase 1
        if duel.request.kind == "idle" and duel.turn_player == 1:
            break
        s.pick("pass")
    s.pick("activate", "Book of Moon", player=1, request="idle")
    s.pick("target", "Plaguespreader Zombie")
    _to_idle(s)
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE
    s.pick("activate", "Dark Hole", player=1, request="idle")
    _to_idle(s)
    assert grave(duel, 0) == ["Plaguespreader Zombie"]
    assert banished(duel, 0) == []
