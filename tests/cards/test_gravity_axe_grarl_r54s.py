"""Gravity Axe - Grarl (32022366): an Equip Spell for a face-up monster, +500 ATK; while it is
face-up on the field, the monsters its controller's opponent controls cannot change their
battle positions.

Sources: the card's text (DCR 2005 and today's, in our words: one meaning, no ERAS entry);
Yugipedia / yugioh.fandom.com "Battle position change" (an effect that keeps monsters from
changing battle positions stops their player's own changes, the Flip Summon included, not
changes made by card effects); seed 000 §裝備魔法 (an Equip Spell targets a face-up monster, and
is destroyed when that monster leaves the field)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

AXE = "Gravity Axe - Grarl"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _equipped_table(turn_player):
    table = Table(rules="GOAT", turn=4 if turn_player else 3, turn_player=turn_player)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, AXE, face_down=False, equipped_to=ox)
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Mystical Elf", position="set")
    return table, ox


def test_gravity_axe_grarl_gives_500_atk():
    """Q: I equip Gravity Axe - Grarl to my Battle Ox (1700) and attack Celtic Guardian (1400).
    A: Battle Ox has 2200 ATK: my opponent takes 800."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, AXE)
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", AXE, player=0)
    s.pick("target", ox, player=0)
    _finish(s)
    assert duel.atk(ox.card(duel)) == 2200
    s.pick("battle")
    _finish(s)
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    _finish(s)
    assert lp(duel) == (8000, 7200) and grave(duel, 1) == ["Celtic Guardian"]


def test_gravity_axe_grarl_locks_the_opponents_positions_and_flip_summons():
    """Q: in my opponent's turn, with my Gravity Axe - Grarl face-up, may they change Celtic
    Guardian's position or Flip Summon their face-down Mystical Elf? A: neither."""
    table, _ = _equipped_table(turn_player=1)
    duel = table.build()
    s = Script(duel)
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert not s.has("change_position", "Celtic Guardian")
    assert not s.has("flip_summon", "Mystical Elf")


def test_gravity_axe_grarl_leaves_its_controllers_monsters_free():
    """Q: may I change my own Battle Ox's position (equipped with it) in my turn? A: yes: only the
    opponent's monsters are locked."""
    table, _ = _equipped_table(turn_player=0)
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", "Battle Ox", player=0)
    assert duel.monsters(0)[0].position == "defense"


def test_gravity_axe_grarl_lock_ends_when_it_leaves_the_field():
    """Q: my opponent destroys Gravity Axe - Grarl with Mystical Space Typhoon in their turn. A: the
    lock goes with it: Celtic Guardian may change its position."""
    table, _ = _equipped_table(turn_player=1)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", AXE, player=1)
    _finish(s)
    assert grave(duel, 0) == [AXE]
    s.pick("change_position", "Celtic Guardian", player=1)
    assert [c.position for c in duel.monsters(1) if c.name == "Celtic Guardian"] == ["defense"]


def test_gravity_axe_grarl_does_not_stop_an_effect_changing_a_position():
    """Q: my opponent's Celtic Guardian is locked by my Gravity Axe - Grarl; in their turn they
    activate Book of Moon on it. A: the lock stops only their own changes: Book of Moon turns it
    face-down."""
    table, _ = _equipped_table(turn_player=1)
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Celtic Guardian", player=1)
    _finish(s)
    assert [c.position for c in duel.monsters(1) if c.name == "Celtic Guardian"] == ["set"]
