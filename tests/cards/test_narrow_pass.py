"""Narrow Pass (40172183), Continuous Trap: activated only while each player controls 2 or fewer
monsters; after its activation, while it stays face-up, each player may Normal Summon only 2
monsters.

Sources, read in our words: yugioh-wiki.net 《狭き通路》 (the OCG text: only while each side has 2
or fewer monsters; each player can summon only 2 monsters; the page's note: it says "summon", so
a Set, a Flip Summon and a Special Summon stay possible, however many monsters are there);
cogonline.net's review of PGD-097 / DR1-EN045 (the English print: the count is of the Normal
Summons made after the activation, Tribute Summons included). One meaning in both eras: no ERAS
entry. Our readings, where no ruling was found: a Normal Summon by an extra Normal Summon
(Ultimate Offering) counts; once the card leaves the field the limit is gone, and a new Narrow
Pass counts from its own activation. The count is the engine's Normal Summon watcher, a lasting
L.NORMAL_SUMMON_WATCH the card starts as it resolves (round 57b: turn.py
`_normal_summon_watched`), read by its continuous C.NORMAL_SUMMONS_LEFT (the summon menu:
`_normal_summons_spent`)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

NP = "Narrow Pass"


def _table(hand0=("Battle Ox", "Celtic Guardian", "Gemini Elf", "Vorse Raider", "Mystical Elf"),
           hand1=("Battle Ox", "Celtic Guardian", "Gemini Elf"), rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, NP)
    table.hand(0, *hand0)
    table.hand(1, *hand1)
    table.deck(0, ["Mystical Elf"] * 8)
    table.deck(1, ["Mystical Elf"] * 8)
    return table


def _activate(duel, s):
    s.pick("activate", NP, player=0, request="idle", first=True)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _summon(duel, s, name):
    s.pick("summon", name, request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _next_own_turn(duel, s):
    """End player 0's turn and player 1's next one (player 1 does nothing)."""
    s.end_turn()
    s.end_turn()


def test_narrow_pass_two_normal_summons_each_sets_not_counted():
    """Q: I activate Narrow Pass, then Normal Summon Battle Ox; next turn I Set Celtic Guardian;
    the turn after I Normal Summon Gemini Elf. May I Normal Summon in my following turn? A: no,
    two Normal Summons were made since its activation (the Set is none); I may still Set."""
    for rules in ("GOAT", "MR5"):
        duel = _table(rules=rules).build()
        s = Script(duel)
        _activate(duel, s)
        s.pick("summon", "Battle Ox", request="idle")
        _next_own_turn(duel, s)
        s.pick("set", "Celtic Guardian", request="idle")
        _next_own_turn(duel, s)
        assert s.options("summon", "Gemini Elf"), rules
        s.pick("summon", "Gemini Elf", request="idle")
        _next_own_turn(duel, s)
        assert duel.turn == 9 and duel.request.kind == "idle" and duel.request.player == 0, rules
        assert not s.options("summon") and s.options("set", "Vorse Raider"), rules
        s.pick("set", "Vorse Raider")
        assert len(duel.monsters(0)) == 4, rules


def test_narrow_pass_counts_each_player_apart():
    """Q: after my Narrow Pass and my two Normal Summons, may my opponent Normal Summon? A: yes:
    each player has their own 2."""
    duel = _table().build()
    s = Script(duel)
    _activate(duel, s)
    s.pick("summon", "Battle Ox", request="idle")
    _next_own_turn(duel, s)
    s.pick("summon", "Gemini Elf", request="idle")
    s.end_turn()
    assert duel.turn == 6 and duel.request.player == 1
    assert s.options("summon", "Battle Ox", player=1)
    s.pick("summon", "Battle Ox", player=1)
    assert "Battle Ox" in field_monsters(duel, 1)


def test_narrow_pass_an_extra_normal_summon_counts():
    """Q: (Goat) with Narrow Pass face-up I Normal Summon Battle Ox, then Normal Summon Gemini Elf
    with Ultimate Offering's extra Normal Summon. May I use Ultimate Offering again to Normal
    Summon Vorse Raider? A: no: that was my second Normal Summon; the Offering may still Set it."""
    table = _table()
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    duel = table.build()
    s = Script(duel)
    _activate(duel, s)
    s.pick("summon", "Battle Ox", request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    for name, kind in (("Gemini Elf", "summon"), ("Vorse Raider", "set")):
        s.pick("activate", "Ultimate Offering", request="idle")
        while duel.request is not None and duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        assert duel.request.kind == "summon_now"
        if kind == "set":
            assert not s.options("summon") and s.options("set", name)
        s.pick(kind, name)
        while duel.request is not None and duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 0) == ["Battle Ox", "Gemini Elf", "Vorse Raider"]
    assert not duel.monsters(0)[2].face_up


def test_narrow_pass_flip_summons_are_not_limited():
    """Q: after my two Normal Summons under Narrow Pass, may I Flip Summon my Set monster? A: yes:
    a Flip Summon is no Normal Summon."""
    table = _table()
    table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    _activate(duel, s)
    s.pick("summon", "Battle Ox", request="idle")
    _next_own_turn(duel, s)
    s.pick("summon", "Gemini Elf", request="idle")
    _next_own_turn(duel, s)
    assert not s.options("summon")
    s.pick("flip_summon", "Mystical Elf")
    assert duel.monsters(0)[0].face_up


def test_narrow_pass_not_with_three_monsters_on_a_side():
    """Q: may I activate Narrow Pass while my opponent controls 3 monsters? A: no: each side must
    have 2 or fewer."""
    table = _table()
    for name in ("Battle Ox", "Celtic Guardian", "Gemini Elf"):
        table.monster(1, name)
    duel = table.build()
    assert not Script(duel).options("activate", NP)
    table = _table()
    for name in ("Battle Ox", "Celtic Guardian"):
        table.monster(1, name)
    duel = table.build()
    assert Script(duel).options("activate", NP)


def _to_turn(duel, s, turn):
    """End the turn, passing every question, until turn `turn`'s Main Phase 1 menu."""
    s.pick("end_turn", request="idle")
    while duel.turn != turn or duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)


def test_narrow_pass_gone_the_limit_is_gone_and_a_new_one_counts_afresh():
    """Q: after my two Normal Summons under Narrow Pass, my opponent destroys it with Mystical
    Space Typhoon. May I Normal Summon? And if I then activate a second Narrow Pass? A: yes: the
    limit went with the card; the second one counts from its own activation, so I still have 2."""
    table = _table()
    table.spell_trap(0, NP)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    _activate(duel, s)
    active = [c for c in duel.players[0].szone if c is not None and c.face_up]
    _summon(duel, s, "Battle Ox")
    _to_turn(duel, s, 4)
    _to_turn(duel, s, 5)
    _summon(duel, s, "Gemini Elf")
    _to_turn(duel, s, 6)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", active[0].uid, player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [NP]
    _to_turn(duel, s, 7)
    assert s.options("summon", "Vorse Raider")
    _activate(duel, s)
    _summon(duel, s, "Vorse Raider")
    assert "Vorse Raider" in field_monsters(duel, 0)
