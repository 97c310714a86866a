"""Future Fusion's rules (seed 000 §融合召喚, its 5th point: the materials come from where the
card that makes the Fusion Summon says, here the Deck; seed 000 §具有蘇生限制的怪獸的特殊召喚: a
monster properly summoned may be revived), as the rulings read them:

- its Standby Phases are its controller's own, counted from the activation (not from the turn
  it was Set); the opponent's do not count; a skipped Draw Phase does not skip the Standby
  Phase after it (seed 004 §决斗的进行: only the Draw Phase is not entered), so that one counts;
- the monster comes by a Fusion Summon (today's text; "treated as a Fusion Summon" in the first
  printing's): properly summoned, so Monster Reborn revives it once it is in the GY;
- the card and the monster are tied (a card relation, engine R.SUMMONED, cut when either leaves or
  turns face-down): Future Fusion leaving the field destroys the monster; the monster destroyed
  destroys Future Fusion; the tie cut another way (the monster turned face-down) ends both;
  Future Fusion gone before its 2nd Standby Phase summons nothing, and the materials stay in
  the GY.

Cards: Future Fusion, Gaia the Dragon Champion and its materials, Mystical Space Typhoon, Dark
Hole, Monster Reborn, Book of Moon, Time Seal, Celtic Guardian."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from tests.cards.test_future_fusion import _play_to      # (reveals Gaia, summons in Attack Position)

GAIA = "Gaia the Dragon Champion"
MATERIALS = ["Curse of Dragon", "Gaia The Fierce Knight"]


def _table(rules=None, hand=(), opp_traps=(), turn=3):
    table = Table(rules=rules, turn=turn, turn_player=0, phase="main1")
    table.hand(0, "Future Fusion", *hand)
    table.extra(0, GAIA)
    table.deck(0, ["Celtic Guardian"] * 8 + MATERIALS)
    table.deck(1, ["Celtic Guardian"] * 8)
    for trap in opp_traps:
        table.spell_trap(1, trap)
    return table


def _resolve(s, duel):
    for _ in range(8):
        if duel.request.kind == "idle":
            return
        if duel.request.kind == "option":
            s.pick("option", "Attack Position", request="option")
        else:
            s.pick("pass")


def _szone(duel, player=0):
    return [c.name for c in duel.players[player].szone if c is not None]


def _summoned(rules=None, hand=(), opp_traps=()):
    duel = _table(rules, hand, opp_traps).build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    if rules == "GOAT":
        s.pick("select", GAIA)
    _play_to(s, duel, 7)
    assert field_monsters(duel, 0) == [GAIA]
    return duel, s


def test_the_standby_phases_count_from_the_activation_not_from_the_set():
    """Future Fusion Set in turn 3 and activated in turn 5: the Standby Phase of turn 5 came
    before the activation and counts for nothing; the 1st is turn 7's (the materials), the 2nd
    turn 9's (the summon)."""
    duel = _table().build()
    s = Script(duel)
    s.pick("set_spell", "Future Fusion")
    _play_to(s, duel, 5)
    s.pick("activate", "Future Fusion")
    _play_to(s, duel, 6)
    assert grave(duel, 0) == []
    _play_to(s, duel, 7)
    assert sorted(grave(duel, 0)) == MATERIALS and field_monsters(duel, 0) == []
    _play_to(s, duel, 8)
    assert field_monsters(duel, 0) == []
    _play_to(s, duel, 9)
    assert field_monsters(duel, 0) == [GAIA]


def test_the_opponents_standby_phases_do_not_count():
    """Activated in turn 3: the opponent's Standby Phases of turns 4 and 6 send nothing and
    summon nothing; the controller's turns 5 and 7 do (the first printing's text alike: its
    summon waits for turn 7, not turn 4 or 5)."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    _play_to(s, duel, 4)
    assert grave(duel, 0) == []
    _play_to(s, duel, 6)
    assert sorted(grave(duel, 0)) == MATERIALS and field_monsters(duel, 0) == []
    duel = _table(rules="GOAT").build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    s.pick("select", GAIA)
    _play_to(s, duel, 6)
    assert field_monsters(duel, 0) == []
    _play_to(s, duel, 7)
    assert field_monsters(duel, 0) == [GAIA]


def test_a_skipped_draw_phase_still_leaves_the_standby_phase_that_counts():
    """seed 004 §决斗的进行: the opponent's Time Seal skips the controller's Draw Phase of turn 5,
    not its Standby Phase: that one is still Future Fusion's 1st and the materials go there."""
    table = _table(opp_traps=("Time Seal",))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    _play_to(s, duel, 4)
    s.pick("activate", "Time Seal", player=1, request="idle")
    _resolve(s, duel)
    hand_before = len(duel.players[0].hand)
    _play_to(s, duel, 5)
    assert len(duel.players[0].hand) == hand_before            # no draw in turn 5
    assert sorted(grave(duel, 0)) == MATERIALS


def test_the_monster_is_fusion_summoned_so_monster_reborn_revives_it():
    """seed 000 §具有蘇生限制的怪獸的特殊召喚: Gaia the Dragon Champion came by a Fusion Summon, so
    once Dark Hole destroyed it (and Future Fusion with it, by the tie), Monster Reborn brings it
    back; the first printing's "treated as a Fusion Summon" alike."""
    for rules in (None, "GOAT"):
        duel, s = _summoned(rules, hand=("Dark Hole", "Monster Reborn"))
        assert duel.properly_summoned(duel.monsters(0)[0])
        s.pick("activate", "Dark Hole")
        _resolve(s, duel)
        assert GAIA in grave(duel, 0) and "Future Fusion" in grave(duel, 0)
        s.pick("activate", "Monster Reborn")
        s.pick("target", GAIA)
        _resolve(s, duel)
        assert field_monsters(duel, 0) == [GAIA]


def test_future_fusion_leaving_the_field_destroys_the_monster():
    """The tie: Mystical Space Typhoon destroys Future Fusion, and Gaia the Dragon Champion is
    destroyed with it (no chain link)."""
    duel, s = _summoned(hand=("Mystical Space Typhoon",))
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Future Fusion")
    _resolve(s, duel)
    assert field_monsters(duel, 0) == [] and GAIA in grave(duel, 0)


def test_the_monster_turned_face_down_is_no_longer_tied():
    """The tie ends when the monster turns face-down (Book of Moon): Future Fusion destroyed
    afterwards leaves the face-down Gaia the Dragon Champion on the field."""
    duel, s = _summoned(hand=("Book of Moon", "Mystical Space Typhoon"))
    s.pick("activate", "Book of Moon")
    s.pick("target", GAIA)
    _resolve(s, duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Future Fusion")
    _resolve(s, duel)
    assert "Future Fusion" in grave(duel, 0)
    assert [c.name for c in duel.monsters(0)] == [GAIA]


def test_future_fusion_gone_before_its_second_standby_phase_summons_nothing():
    """Mystical Space Typhoon destroys Future Fusion in the opponent's turn 6, after the
    materials went to the GY: the controller's Standby Phase of turn 7 summons nothing and the
    materials stay in the GY (today's text and the first printing's)."""
    for rules in (None, "GOAT"):
        table = _table(rules)
        table.hand(1, "Mystical Space Typhoon")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "Future Fusion")
        if rules == "GOAT":
            s.pick("select", GAIA)
        _play_to(s, duel, 6)
        assert sorted(grave(duel, 0)) == MATERIALS
        s.pick("activate", "Mystical Space Typhoon", player=1)
        s.pick("target", "Future Fusion", player=1)
        _resolve(s, duel)
        assert "Future Fusion" in grave(duel, 0)
        _play_to(s, duel, 7)
        assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].extra] == [GAIA]
        assert sorted(c for c in grave(duel, 0) if c != "Future Fusion") == MATERIALS


def _to_the_second_standby_summon(rules):
    """Turn 7, Future Fusion's 2nd Standby Phase: play until its monster is summoned; the
    opponent holds a Set Solemn Judgment. Returns the duel, the script and whether the
    opponent was offered Solemn Judgment against that summon."""
    table = _table(rules, opp_traps=("Solemn Judgment",))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    s.pick("pass", player=1)                   # Solemn Judgment is kept for the summon
    if rules == "GOAT":
        s.pick("select", GAIA)
    _play_to(s, duel, 6)
    s.end_turn()
    for _ in range(20):
        r = duel.request
        if duel.summoning and r.player == 1 and s.has("activate", "Solemn Judgment"):
            return duel, s, True
        if r.kind == "idle":
            return duel, s, False
        if r.kind == "select":
            s.pick("select", GAIA)
        elif r.kind == "option":
            s.pick("option", "Attack Position", request="option")
        else:
            s.pick("pass")
    raise AssertionError("no summon")


def test_todays_fusion_summon_by_chain_link_1_can_be_negated():
    """Today's text: the 2nd Standby Phase's Fusion Summon is made by an activated effect,
    chain link 1, so it can be negated once the chain has resolved (as Polymerization's, seed
    000 §卡片效果特殊召喚): Solemn Judgment destroys Gaia the Dragon Champion, never Fusion
    Summoned; the monster destroyed, the tie destroys Future Fusion too."""
    duel, s, offered = _to_the_second_standby_summon(None)
    assert offered
    s.pick("activate", "Solemn Judgment", player=1)
    _resolve(s, duel)
    assert field_monsters(duel, 0) == []
    gaia = [c for c in duel.players[0].grave if c.name == GAIA][0]
    assert not duel.properly_summoned(gaia)
    assert "Future Fusion" in grave(duel, 0)


def test_the_first_printings_summon_has_no_chain_link_so_nothing_negates_it():
    """The first printing's text (GOAT): the monster comes with no chain link, by the card's
    own rule: no summon can be negated there, and Gaia the Dragon Champion stays, properly
    summoned."""
    duel, s, offered = _to_the_second_standby_summon("GOAT")
    assert not offered
    assert field_monsters(duel, 0) == [GAIA] and duel.properly_summoned(duel.monsters(0)[0])
