"""Fatal Abacus (77910045), Continuous Trap: each time monsters on the field are sent to the GY,
their owner takes 500 damage for each of them.

Sources: yugioh-wiki.net 《死の演算盤》 (the OCG text: a monster on the field sent to the GY,
its owner takes 500 per card; FAQ 10/10/01: it makes no chain link; FAQ 11/09/14: two monsters
sent at once give one application of 1000; the owner, not the controller, takes it: a Lava
Golem given to the opponent hurts its owner); the 2005 SOC text ("each time a monster(s) is
sent to the Graveyard from the field, the owner of the monster(s) receives 500 points of damage
for each monster") says the same: no 2005 entry. Tokens never reach the GY (seed 000 §衍生物):
no damage for them."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _activate(s):
    s.pick("activate", "Fatal Abacus")
    _finish(s)


def test_fatal_abacus_burns_the_owner_of_a_monster_destroyed_by_battle():
    """Q: my Fatal Abacus is active; my Summoned Skull destroys my opponent's Battle Ox by
    battle. A: they take 800 battle damage and 500 from Fatal Abacus."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Fatal Abacus")
    table.monster(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _activate(s)
    s.pick("battle")
    _finish(s)
    s.pick("attack", "Summoned Skull", target="Battle Ox")
    _finish(s)
    assert grave(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 6700)


def test_fatal_abacus_counts_each_monster_of_one_dark_hole_per_owner():
    """Q: my Fatal Abacus is active; Dark Hole destroys my Battle Ox and my opponent's Summoned
    Skull and Celtic Guardian. A: one application: I take 500, my opponent 1000 (yugioh-wiki
    FAQ 11/09/14: one application of the total)."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Fatal Abacus")
    table.hand(0, "Dark Hole")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Celtic Guardian", position="set")
    duel = table.build()
    s = Script(duel)
    _activate(s)
    s.pick("activate", "Dark Hole", request="idle")
    _finish(s)
    assert lp(duel) == (7500, 7000)
    assert sorted(e["amount"] for e in of_type(duel, "damage")) == [500, 1000]
    # no chain link of its own: the only one named Fatal Abacus is its activation
    assert len([e for e in of_type(duel, "chain") if e.get("name") == "Fatal Abacus"]) == 1


def test_fatal_abacus_counts_my_own_tribute():
    """Q: my Fatal Abacus is active; I Tribute my Battle Ox to Tribute Summon Summoned Skull.
    A: a Tribute sends a monster from the field to the GY: I take 500 for my own Battle Ox."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Fatal Abacus")
    table.hand(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _activate(s)
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    _finish(s)
    assert grave(duel, 0) == ["Battle Ox"] and lp(duel) == (7500, 8000)


def test_fatal_abacus_ignores_scapegoats_tokens():
    """Q: my Fatal Abacus is active; my opponent's four Sheep Tokens and Battle Ox are destroyed
    by my Dark Hole. A: Tokens never reach the GY: only Battle Ox counts, 500."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Fatal Abacus")
    table.spell_trap(0, "Dark Hole")
    table.spell_trap(1, "Scapegoat")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat", player=1, request="idle")
    s.pick("activate", "Fatal Abacus", player=0, request="chain")
    _finish(s)
    while duel.request.kind == "option":
        s.answer(duel.request.options[0])
    assert len(duel.monsters(1)) == 5
    s.end_turn()
    _finish(s)
    s.pick("activate", "Dark Hole", player=0, request="idle")
    _finish(s)
    assert duel.monsters(1) == [] and lp(duel) == (8000, 7500)


def test_fatal_abacus_gone_stops_burning():
    """Q: my Fatal Abacus is active; my opponent destroys it with Mystical Space Typhoon, then
    my Summoned Skull destroys their Battle Ox by battle. A: only the 800 battle damage."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Fatal Abacus")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.monster(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _activate(s)
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Fatal Abacus", player=1)
    _finish(s)
    assert grave(duel, 0) == ["Fatal Abacus"]
    if duel.request.kind == "idle":
        s.pick("battle")
        _finish(s)
    s.pick("attack", "Summoned Skull", target="Battle Ox")
    _finish(s)
    assert grave(duel, 1) == ["Mystical Space Typhoon", "Battle Ox"]
    assert lp(duel) == (8000, 7200)
