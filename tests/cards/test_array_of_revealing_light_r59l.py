"""Array of Revealing Light (69296555), Field Spell: declare a monster Type as it is activated; no
monster of that Type can declare an attack in the turn it was Normal Summoned, Flip Summoned or
Special Summoned.

Sources, in our words: yugioh-wiki.net 《光の護封陣》 (OCG text: declare 1 Type; all monsters of the
declared Type cannot declare an attack in the turn they were Summoned, Flip Summoned or Special
Summoned: both players' monsters; being a Field Spell, a new Field Spell replaces it). A monster of
that Type on the field since an earlier turn may attack (the text names the turn of its summon).
The 2005 text does the same; under the GOAT preset only the Types of 2005 may be declared (as DNA
Surgery's ERAS entry)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

ARRAY = "Array of Revealing Light"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _activate(s, race, player=0):
    s.pick("activate", ARRAY, player=player)
    s.pick("option", race, player=player, request="option")
    _pass(s)


def _attackers(duel):
    return sorted({o.name for o in duel.request.options if o.kind == "attack"})


def test_array_of_revealing_light_stops_a_monster_summoned_this_turn():
    """Q: I declare Beast-Warrior with Array of Revealing Light, then Normal Summon Battle Ox; my
    other Battle Ox and Celtic Guardian were on the field before this turn. A: the new Ox cannot
    declare an attack; the older Ox and the Guardian can."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, ARRAY, "Battle Ox")
    old_ox = table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    _activate(s, "Beast-Warrior")
    s.pick("summon", "Battle Ox")
    _pass(s)
    s.pick("battle")
    _pass(s)
    options = [o for o in duel.request.options if o.kind == "attack"]
    assert {o.card for o in options if o.name == "Battle Ox"} == {old_ox.uid(duel)}
    assert _attackers(duel) == ["Battle Ox", "Celtic Guardian"]


def test_array_of_revealing_light_stops_a_flip_summon_too():
    """Q: I declare Spellcaster and Flip Summon my face-down Mystical Elf. A: it cannot attack this
    turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, ARRAY)
    elf = table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    _activate(s, "Spellcaster")
    s.pick("flip_summon", elf)
    _pass(s)
    s.pick("battle")
    _pass(s)
    assert _attackers(duel) == []


def test_array_of_revealing_light_stops_a_special_summon():
    """Q: I declare Beast-Warrior, then revive Battle Ox with Monster Reborn. A: it cannot attack
    this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, ARRAY, "Monster Reborn")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _activate(s, "Beast-Warrior")
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    _pass(s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _pass(s)
    s.pick("battle")
    _pass(s)
    assert _attackers(duel) == []


def test_array_of_revealing_light_binds_my_opponents_monsters_too():
    """Q: my Array (Beast-Warrior) is face-up; in their turn my opponent Normal Summons Battle Ox.
    A: it cannot attack that turn; their Battle Ox summoned in an earlier turn attacks directly."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, ARRAY)
    table.hand(1, "Battle Ox")
    table.monster(1, "Battle Ox")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _activate(s, "Beast-Warrior")
    s.end_turn()
    _pass(s)
    s.pick("summon", "Battle Ox", player=1)
    _pass(s)
    s.pick("battle", player=1)
    _pass(s)
    assert len([o for o in duel.request.options if o.kind == "attack"]) == 1
    s.pick("attack", "Battle Ox", target="player", player=1)
    _pass(s)
    assert lp(duel) == (6300, 8000)


def test_array_of_revealing_light_ends_when_another_field_spell_replaces_it():
    """Q: with my Array (Beast-Warrior) face-up I Normal Summon Battle Ox, then activate Mountain.
    A: Array is sent to the GY as Mountain replaces it, and Battle Ox may attack."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, ARRAY, "Battle Ox", "Mountain")
    duel = table.build()
    s = Script(duel)
    _activate(s, "Beast-Warrior")
    s.pick("summon", "Battle Ox")
    _pass(s)
    s.pick("activate", "Mountain")
    _pass(s)
    assert grave(duel, 0) == [ARRAY]
    s.pick("battle")
    _pass(s)
    assert _attackers(duel) == ["Battle Ox"]


def test_array_of_revealing_light_2005_types_only_under_goat():
    """Q: under the GOAT preset may I declare Psychic or Wyrm? A: no: those Types did not exist in
    2005; under today's rules they may be declared."""
    for rules, present in (("GOAT", False), ("MR5", True)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, ARRAY)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", ARRAY)
        names = [o.name for o in duel.request.options]
        assert ("Psychic" in names) is present and ("Wyrm" in names) is present
