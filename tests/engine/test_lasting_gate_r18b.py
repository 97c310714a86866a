"""The lasting effects' one gate (round 18b): a lasting effect starts only through
`Duel._lasting_started` and ends only through `Duel._lasting_ended`, which bump
`_lasting_version`; the happening types the lasting delayed effects listen to are kept
under that version (`_delayed_known`, chain.py `_delayed_types`) so that a batch no delayed
effect listens to is not walked for one.

seed 000 §誘發效果: every trigger that listens to what happened in a batch is collected; a
delayed effect ("if ... later", applied without a chain link: Premature Burial, Call of the
Haunted, Deck Devastation Virus, Last Will) hears its happening the same way while it lasts,
whatever other lasting effects started or ended in the same turn, and in a fork of the duel
as in the duel itself."""

import ast
import os

import duelist
from duelist.engine.lasting import END_OF_DAMAGE_STEP, END_OF_TURN
from duelist.engine.names import L
from duelist.testing.invariants import check_kept_answers
from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions

PACKAGE = os.path.dirname(duelist.__file__)
GATE = {("engine/duel.py", "_init_empty"), ("engine/duel.py", "_lasting_started"),
        ("engine/duel.py", "_lasting_ended")}
MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "sort", "reverse", "__setitem__",
            "__delitem__", "__iadd__"}


def _writes_of_lingering(tree):
    """(function name, line) of every write of a `lingering` list in a module: an
    assignment to `X.lingering` (plain, augmented, or into an item of it), a `del` of an
    item, or a mutating method called on `X.lingering` or on a local named `lingering`."""

    def is_lingering(node):
        return (isinstance(node, ast.Attribute) and node.attr == "lingering") or \
            (isinstance(node, ast.Name) and node.id == "lingering")

    found = []

    def visit(node, function):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function = node.name
        targets = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = node.targets
        for target in targets:
            while isinstance(target, ast.Subscript):
                target = target.value
            if isinstance(target, ast.Attribute) and target.attr == "lingering":
                found.append((function, node.lineno))
            elif isinstance(target, ast.Name) and target.id == "lingering" and \
                    not isinstance(node, ast.Assign):
                found.append((function, node.lineno))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in MUTATORS and is_lingering(node.func.value):
            found.append((function, node.lineno))
        for child in ast.iter_child_nodes(node):
            visit(child, function)

    visit(tree, None)
    return found


def test_only_the_gate_starts_or_ends_a_lasting_effect():
    """Every file of the duelist package is read (the engine, the card scripts, the agents,
    the tools): no code writes a duel's `lingering` list but `Duel._init_empty` (a new
    duel's empty list) and the gate's two methods, so a kept answer about the lasting effects
    keyed by `_lasting_version` cannot miss a start or an end (the fork copies the list and
    the version by duel.py STATE, as data)."""
    seen = set()
    outside = []
    files = []
    for root, _dirs, names in os.walk(PACKAGE):
        files.extend(os.path.join(root, name) for name in names if name.endswith(".py"))
    assert len(files) > 100
    for path in sorted(files):
        name = os.path.relpath(path, PACKAGE).replace(os.sep, "/")
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), name)
        for function, line in _writes_of_lingering(tree):
            if (name, function) in GATE:
                seen.add((name, function))
            else:
                outside.append("%s:%d (%s)" % (name, line, function))
    assert outside == [], "lasting effects started or ended outside the gate: %s" % outside
    assert seen == GATE                 # (the scan finds the gate's own writes)


def test_the_scan_finds_each_kind_of_write():
    """The scan itself: each way of writing the list is found (so the test above is not
    vacuous)."""
    source = "\n".join([
        "def a(self):\n    self.lingering = []",
        "def b(self):\n    self.lingering.append(1)",
        "def c(duel):\n    duel.lingering[0] = 1",
        "def d(self):\n    del self.lingering[0]",
        "def e(self):\n    lingering = self.lingering\n    lingering.remove(1)",
        "def f(self):\n    self.lingering += [1]",
        "def g(self):\n    for e in self.lingering:\n        pass\n    lingering = self.lingering",
    ])
    assert [f for f, _ in _writes_of_lingering(ast.parse(source))] == ["a", "b", "c", "d", "e", "f"]


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _burial_revived(table_extra=None):
    """Turn 3, player 0's Main Phase 1: Premature Burial revives Dark Magician (its delayed
    effect: when this card is destroyed, destroy that monster); player 1 passes."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Premature Burial")
    table.grave(0, "Dark Magician")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Dark Magician")
    _settle(duel, s)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Dark Magician"]
    return duel, s


def _typhoon_on_burial(duel, s):
    """Player 0 ends the turn; in turn 4 player 1 destroys Premature Burial with Mystical
    Space Typhoon in their Main Phase 1."""
    s.end_turn()
    _settle(duel, s)
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn == 4 and duel.request.player == 1
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Premature Burial", player=1)
    _settle(duel, s)


def test_burial_hears_its_destruction_after_a_lasting_effect_started_and_ended_beside_it():
    """Premature Burial lasts (its delayed effect kept as listening to destructions; 800 LP
    paid); then, in the same turn, another lasting effect starts (player 1 skips their Draw
    Phase, until the end of the damage step) and ends when Battle Ox's direct attack's
    damage step ends (batches collected meanwhile), and a third starts (to the end of the
    turn, so ending at its end). In turn 4 player 1 destroys Premature Burial with Mystical
    Space Typhoon: Dark Magician is destroyed with it."""
    duel, s = _burial_revived()
    version = duel._lasting_version
    duel.start_lasting(L.SKIP_DRAW_PHASE, END_OF_DAMAGE_STEP, player=1)
    s.pick("battle")
    _settle(duel, s)
    s.pick("attack", "Battle Ox", target="player")
    _settle(duel, s)
    assert lp(duel) == (7200, 6300)
    assert [e.tag for e in duel.lingering] == [L.DELAYED]
    assert duel._lasting_version >= version + 2         # (started, then ended)
    s.pick("end_battle")
    _settle(duel, s)
    duel.start_lasting(L.SKIP_DRAW_PHASE, END_OF_TURN, player=1)
    _typhoon_on_burial(duel, s)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Premature Burial"]


def test_a_fork_keeps_burials_delayed_effect():
    """A fork taken while Premature Burial lasts (and after a batch kept its delayed types)
    plays on: in turn 4 Mystical Space Typhoon destroys Premature Burial in the fork, and Dark
    Magician is destroyed with it there; the original duel is untouched (Dark Magician
    still on its field)."""
    duel, s = _burial_revived()
    assert duel._delayed_known[0] == duel._lasting_version      # (a batch has kept it)
    fork = duel.fork()
    assert fork._lasting_version == duel._lasting_version
    assert fork._delayed_known == [None, None]                  # (a fork keeps no answer)
    _typhoon_on_burial(fork, Script(fork))
    assert field_monsters(fork, 0) == ["Battle Ox"]
    assert sorted(grave(fork, 0)) == ["Dark Magician", "Premature Burial"]
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Dark Magician"]


def test_a_virus_started_after_a_lasting_effect_ended_hears_the_next_draw():
    """Turn 3: a lasting effect of player 0's (skip their Draw Phase, to the end of turn 4)
    starts, a batch is kept with nothing delayed lasting, and the effect ends (the end of
    the turn); then player 0 activates Deck Devastation Virus. In turn 4 player 1 draws
    Celtic Guardian (1400 ATK) in their Draw Phase: the Virus' delayed effect hears it and
    destroys it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Zombyra the Dark")
    table.spell_trap(0, "Deck Devastation Virus")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian", "Battle Ox", "Battle Ox"])
    duel = table.build()
    duel.start_lasting(L.SKIP_DRAW_PHASE, END_OF_TURN, player=0)
    duel._lasting_ended([])
    s = Script(duel)
    s.pick("activate", "Deck Devastation Virus")
    s.pick("select", "Zombyra the Dark", request="select")
    s.end_turn()
    assert duel.turn == 4
    assert [e.tag for e in duel.lingering] == [L.DELAYED]
    assert grave(duel, 1) == ["Celtic Guardian"] and hand(duel, 1) == []


def test_kept_delayed_types_hold_at_every_decision_of_random_goat_duels():
    """Random Goat duels (Warrior/Zombie, Control/Monarch), at every decision: every kept
    answer that is current equals its fresh computation (`check_kept_answers`), the
    delayed effects' happening types among them; and that answer is current with a delayed
    effect lasting at some decisions (Premature Burial, Call of the Haunted)."""
    pairs = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
             ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))
    lasting = 0
    for duel, _where in random_decisions(pairs, seeds=range(2)):
        check_kept_answers(duel, activations=False)
        known = duel._delayed_known
        if known[0] == duel._lasting_version and known[1]:
            lasting += 1
    assert lasting > 10, lasting


def test_call_of_the_haunted_hears_its_leaving_after_a_lasting_effect_started_and_ended():
    """Turn 3, player 0: Call of the Haunted (Set earlier) revives Summoned Skull (the tie
    lasts: if this card leaves the field, destroy that monster); another lasting effect of
    player 1's starts and ends (an effect "until the end of the damage step" ended by the
    engine's expiry), a third starts; then player 0 destroys their own Call of the Haunted
    with Mystical Space Typhoon: Summoned Skull is destroyed with it, no chain link."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    version = duel._lasting_version
    duel.start_lasting(L.SKIP_DRAW_PHASE, END_OF_DAMAGE_STEP, player=1)
    duel._expire_lingering("damage_step")
    duel.start_lasting(L.SKIP_DRAW_PHASE, END_OF_TURN, player=1)
    assert duel._lasting_version >= version + 3      # (started, ended, started)
    assert [e.tag for e in duel.lingering] == [L.DELAYED, L.SKIP_DRAW_PHASE]
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted", player=0)
    _settle(duel, s)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Call of the Haunted", "Mystical Space Typhoon", "Summoned Skull"]


def test_last_will_hears_a_monster_sent_after_a_lasting_effect_started_and_ended():
    """Turn 3, player 0: Last Will is activated first (its delayed effect waits for a
    monster of player 0's sent to the GY this turn); another lasting effect starts and
    ends, a third starts; then Dark Hole destroys Battle Ox: Last Will's effect is applied
    (player 0 Special Summons Mystical Elf, 800 ATK, from the Deck), and, used once, its
    delayed effect ends (the other lasting effect stays)."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.hand(0, "Dark Hole", "Last Will")
    table.deck(0, ["Blue-Eyes White Dragon", "Mystical Elf", "Silver Fang"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Last Will")
    _settle(duel, s)
    assert [e.tag for e in duel.lingering] == [L.DELAYED]
    duel.start_lasting(L.SKIP_DRAW_PHASE, END_OF_DAMAGE_STEP, player=1)
    duel._expire_lingering("damage_step")
    duel.start_lasting(L.SKIP_DRAW_PHASE, END_OF_TURN, player=1)
    s.pick("activate", "Dark Hole")
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Mystical Elf")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert L.DELAYED not in [e.tag for e in duel.lingering]
    assert L.SKIP_DRAW_PHASE in [e.tag for e in duel.lingering]
