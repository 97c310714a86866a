"""Continuous effects apply in timestamp order, and which negating continuous effect applies
against another is decided by timestamps, with no card-specific case (seed 000 §永續效果;
Goat-era rulings: Skill Drain face-up before Jinzo is summoned negates Jinzo; Royal Decree
negates Imperial Order and Skill Drain; of two Royal Decrees the first applies)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _on_field(duel, name):
    """The one face-up card with this name in a Monster or Spell & Trap Zone."""
    [card] = [c for p in (0, 1) for c in duel.monsters(p) + [x for x in duel.players[p].szone if x]
              if c.name == name]
    return card


def test_skill_drain_face_up_first_negates_a_jinzo_summoned_later():
    """Skill Drain came first: the Jinzo summoned afterwards is negated, so Traps can still be
    activated (Trap Hole answers Jinzo's summon)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.spell_trap(1, "Trap Hole")
    table.hand(0, "Jinzo")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Jinzo")
    s.pick("tribute", "Battle Ox")
    assert duel.is_negated(_on_field(duel, "Jinzo"))
    assert not duel.is_negated(_on_field(duel, "Skill Drain"))
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Jinzo", player=1)
    assert grave(duel, 0) == ["Battle Ox", "Jinzo"]


def test_of_jinzo_and_skill_drain_the_older_applies():
    """Jinzo and Skill Drain reach each other: the one whose effects applied first wins
    (a table lists them in that order)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Jinzo")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert not duel.is_negated(_on_field(duel, "Jinzo"))
    assert duel.is_negated(_on_field(duel, "Skill Drain"))
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Jinzo")
    duel = table.build()
    assert duel.is_negated(_on_field(duel, "Jinzo"))
    assert not duel.is_negated(_on_field(duel, "Skill Drain"))


def test_royal_decree_negates_imperial_order_so_spells_resolve():
    """Royal Decree negates the other Traps: Imperial Order stops negating Spells, whichever
    came first; Pot of Greed draws."""
    for order in (("Imperial Order", "Royal Decree"), ("Royal Decree", "Imperial Order")):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        for name in order:
            table.spell_trap(1, name, face_down=False)
        table.hand(0, "Pot of Greed")
        table.deck(0, ["Battle Ox", "Celtic Guardian"])
        duel = table.build()
        Script(duel).pick("activate", "Pot of Greed")
        assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian"], order


def test_a_ring_of_negations_is_settled_oldest_first():
    """Skill Drain negates Jinzo; Royal Decree activated afterwards negates Skill Drain, and
    Royal Decree (a Trap) is then negated by Jinzo: a ring the engine settles oldest first:
    Skill Drain keeps applying, Jinzo stays negated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Jinzo")
    table.spell_trap(1, "Royal Decree", face_down=False)
    duel = table.build()
    assert duel.is_negated(_on_field(duel, "Jinzo"))
    assert not duel.is_negated(_on_field(duel, "Skill Drain"))


def test_of_two_royal_decrees_the_first_applies():
    """Two Royal Decrees reach each other: the first one applies, the second is negated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Royal Decree", face_down=False)
    table.spell_trap(0, "Royal Decree", face_down=False)
    duel = table.build()
    first = duel.players[1].szone[0]
    second = duel.players[0].szone[0]
    assert not duel.is_negated(first) and duel.is_negated(second)
