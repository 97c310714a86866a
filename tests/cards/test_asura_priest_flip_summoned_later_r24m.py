"""Asura Priest's attacks of an earlier turn do not count in a later one (seed 004 §战斗阶段:
a monster declares its attacks in its controller's Battle Phase, each turn anew). Asura
Priest attacks four monsters in turn 2, Book of Moon turns it face-down in Main Phase 2 (a
face-down Spirit does not return to the hand), and it is Flip Summoned in turn 4: in that
Battle Phase, with no monster left to the opponent, it may attack directly (turn.py
`_flip_summon_proc` writes the new history: the position change this turn, the attack turn
kept; round 24m of docs/mutation.md: written from the attack count instead, four attacks
in turn 2 read as an attack in turn 4, and Asura Priest could not attack at all)."""

from duelist.testing.scenario import Script, Table

VICTIMS = ("Celtic Guardian", "Mystic Tomato", "Beaver Warrior", "Giant Rat")     # DEF below 1700


def _pass_chains(s):
    while s.duel.request.kind in ("chain", "yes_no") and any(o.kind in ("pass", "no") for o in s.duel.request.options):
        request = s.duel.request
        s.duel.answer(next(o for o in request.options if o.kind in ("pass", "no")))


def test_asura_priest_that_attacked_four_times_in_turn_2_attacks_directly_after_a_flip_summon_in_turn_4():
    table = Table(rules="GOAT", turn=2, turn_player=0)
    table.hand(0, "Asura Priest", "Book of Moon")
    for name in VICTIMS:
        table.monster(1, name, position="defense")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest", request="idle")
    _pass_chains(s)
    s.pick("battle")
    _pass_chains(s)
    for name in VICTIMS:
        s.pick("attack", "Asura Priest", target=name)
        _pass_chains(s)
    [asura] = duel.monsters(0)
    assert duel.monsters(1) == [] and asura.attacks == 4 and asura.attack_turn == 2
    s.pick("end_battle")
    _pass_chains(s)
    s.pick("activate", "Book of Moon", request="idle")
    s.pick("target", "Asura Priest")
    _pass_chains(s)
    assert not asura.face_up
    s.pick("end_turn")
    _pass_chains(s)
    assert duel.turn == 3
    while duel.request.player != 0 or duel.request.kind != "idle":
        request = duel.request
        duel.answer(next((o for o in request.options if o.kind in ("pass", "no", "end_turn")), request.options[0]))
    assert duel.turn == 4 and [c.name for c in duel.monsters(1)] == []
    s.pick("flip_summon", "Asura Priest", request="idle")
    _pass_chains(s)
    assert asura.attack_turn == 2 and asura.position_turn == 4
    s.pick("battle")
    _pass_chains(s)
    assert s.has("attack", "Asura Priest", target="player")
