"""Remove Brainwashing (94739788), Continuous Trap: while it is face-up, every monster on the field
is controlled by its owner.

Rulings relied on:
- yugioh-wiki.net 《洗脳解除》 (its OCG text and notes): a continuous effect that gives every
  monster on the field back to its owner, both players' (a monster sent to the opponent's field
  goes back too) and shuts out control taking and switching (Snatch Steal, Creature Swap) while
  it stays.
- The rule of continuous effects (seed 000 §永續效果: a continuous effect applies while its card is
  face-up on the field and stops once it leaves or its effects are negated), in our reading for
  what the page gives no FAQ on: the effects that took the monster are not ended by it, so once
  Remove Brainwashing is gone the player whose take still lasts (Snatch Steal still equipped,
  Change of Heart's turn not over) has the monster again; a take that ended meanwhile (Change of
  Heart's End Phase) gives nothing back; Snatch Steal's own effect (the opponent's 1000 LP in each
  of their Standby Phases) goes on while it is equipped, whoever controls the monster.
- Its 2005 text (LON) and today's do the same (no ERAS entry)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s, limit=20):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def _skull_table(hand0):
    """Player 0's turn (turn 3, Main Phase 1) with `hand0`; player 1 has Summoned Skull, a Set
    Remove Brainwashing and a Set Dust Tornado (a decoy for Mystical Space Typhoon)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, *hand0)
    skull = table.monster(1, "Summoned Skull")
    rb = table.spell_trap(1, "Remove Brainwashing")
    decoy = table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    return duel, Script(duel), skull, rb, decoy


def _brainwashing_in_answer(s, decoy):
    """Player 0 aims a Mystical Space Typhoon at the decoy; player 1 chains Remove Brainwashing."""
    s.pick("activate", "Mystical Space Typhoon", player=0, first=True)
    s.pick("target", decoy, player=0)
    s.pick("activate", "Remove Brainwashing", player=1, request="chain")
    _pass_all(s)


def test_remove_brainwashing_gives_a_snatched_monster_back_and_snatch_steal_takes_it_again():
    """Q: I took my opponent's Summoned Skull with Snatch Steal; they answer my Mystical Space
    Typhoon with Remove Brainwashing. Then I destroy Remove Brainwashing with a second Typhoon.
    A: the Skull goes back to its owner as Remove Brainwashing resolves, Snatch Steal staying
    equipped; once Remove Brainwashing is gone, Snatch Steal's control applies again: the Skull is
    mine."""
    duel, s, skull, rb, decoy = _skull_table(["Snatch Steal", "Mystical Space Typhoon", "Mystical Space Typhoon"])
    s.pick("activate", "Snatch Steal", player=0)
    s.pick("target", skull, player=0)
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    _brainwashing_in_answer(s, decoy)
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
    assert rb.card(duel).face_up and rb.card(duel).location == S.SZONE
    steal = [c for c in duel.players[0].szone if c is not None and c.name == "Snatch Steal"]
    assert len(steal) == 1
    s.pick("activate", "Mystical Space Typhoon", player=0, first=True)
    s.pick("target", rb, player=0)
    _pass_all(s)
    assert grave(duel, 1) == ["Dust Tornado", "Remove Brainwashing"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []


def test_remove_brainwashing_stops_change_of_heart_and_its_end_phase_gives_nothing_back():
    """Q: I take Summoned Skull with Change of Heart; my opponent answers my Typhoon with Remove
    Brainwashing, so the Skull goes back. My turn ends. A: at the End Phase Change of Heart's take
    ends while the owner has the Skull: it stays with them (no double move, nothing to my GY)."""
    duel, s, skull, rb, decoy = _skull_table(["Change of Heart", "Mystical Space Typhoon"])
    s.pick("activate", "Change of Heart", player=0)
    s.pick("target", skull, player=0)
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    _brainwashing_in_answer(s, decoy)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s.pick("end_turn", player=0)
    for _ in range(20):
        if duel.request is not None and duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Change of Heart", "Mystical Space Typhoon"]


def test_change_of_heart_resumes_when_remove_brainwashing_leaves_the_same_turn():
    """Q: I take Summoned Skull with Change of Heart; my opponent's Remove Brainwashing (chained
    to my Typhoon) gives it back; then my second Typhoon destroys Remove Brainwashing in the same
    Main Phase. A: Change of Heart's take lasts until the End Phase: the Skull is mine again; at
    the End Phase it goes back to my opponent."""
    duel, s, skull, rb, decoy = _skull_table(["Change of Heart", "Mystical Space Typhoon",
                                              "Mystical Space Typhoon"])
    s.pick("activate", "Change of Heart", player=0)
    s.pick("target", skull, player=0)
    _pass_all(s)
    _brainwashing_in_answer(s, decoy)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s.pick("activate", "Mystical Space Typhoon", player=0, first=True)
    s.pick("target", rb, player=0)
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.pick("end_turn", player=0)
    for _ in range(20):
        if duel.request is not None and duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []


# (round 59a) Change of Heart under a face-up Remove Brainwashing is no longer activated to take
# nothing: it cannot be activated on a monster whose control may not leave its owner
# (tests/cards/test_remove_brainwashing_bars_a_take_of_control_r59a.py).


def test_creature_swap_under_remove_brainwashing_swaps_nothing():
    """Q: Remove Brainwashing is face-up; I activate Creature Swap (my Battle Ox for my opponent's
    Summoned Skull). A: neither monster changes control."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Creature Swap")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Remove Brainwashing", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap", player=0)
    _pass_all(s)          # (one monster a side: each is picked without a question)
    assert [e["name"] for e in duel.log if e["type"] == "resolve"] == ["Creature Swap"]
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == ["Summoned Skull"]
    assert [e for e in duel.log if e["type"] == "control"] == []
    assert grave(duel, 0) == ["Creature Swap"]


def test_snatch_steal_still_gives_lp_while_remove_brainwashing_applies():
    """Q: my Snatch Steal stays equipped to my opponent's Summoned Skull, which Remove
    Brainwashing gave back to them; my turn ends. A: in my opponent's Standby Phase they still
    gain 1000 LP from Snatch Steal's effect (the card is still equipped), and the Skull is theirs."""
    duel, s, skull, rb, decoy = _skull_table(["Snatch Steal", "Mystical Space Typhoon"])
    s.pick("activate", "Snatch Steal", player=0)
    s.pick("target", skull, player=0)
    _pass_all(s)
    _brainwashing_in_answer(s, decoy)
    s.pick("end_turn", player=0)
    for _ in range(20):
        if duel.request is not None and duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass")
    assert lp(duel) == (8000, 9000)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
