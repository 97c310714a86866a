"""Spell Shield Type-8 (38275183): a Counter Trap with two modes, chosen on activation: negate the
activation of a Spell Card that targets exactly 1 monster on the field and destroy it; or discard
1 Spell Card to negate the activation of any Spell Card and destroy it.

Sources: the card's texts in our words (the 2005 TCG text and the OCG text 《八式対魔法多重結界》:
"select 1 of the following effects", the first for a Spell Card that targets 1 monster on the
field, the second with a Spell discarded as its cost; today's text the same: no ERAS entry);
yugioh-wiki.net: the first mode answers only a Spell that targets one monster on the field (not
Monster Reborn, whose target is in the GY; not Mystical Space Typhoon); Seed 000 §反擊陷阱: a
Counter Trap (Spell Speed 3) is answered only by a Counter Trap -- Seven Tools of the Bandit
(pay 1000 LP: negate a Trap Card's activation and destroy it, its text)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

SHIELD = "Spell Shield Type-8"
ONE_MONSTER, DISCARD = 0, 1


def _options(duel, mode):
    return [o for o in duel.request.options if o.kind == "activate" and o.name == SHIELD and o.effect == mode]


def _shield(duel, mode):
    found = _options(duel, mode)
    assert len(found) == 1, [o.label for o in duel.request.options]
    Script(duel).answer(found[0])


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(spell, hand1=(), rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, spell)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, SHIELD)
    if hand1:
        table.hand(1, *hand1)
    return table


def test_spell_shield_type_8_negates_book_of_moon_on_one_monster():
    """Q: my opponent activates Book of Moon on my face-up Battle Ox; I answer with Spell Shield
    Type-8, first mode (nothing discarded). A: Book of Moon is negated and destroyed; Battle Ox
    stays face-up in Attack Position; both cards are in the GYs."""
    duel = _table("Book of Moon").build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", "Battle Ox", player=0)
    _shield(duel, ONE_MONSTER)
    _resolve(s)
    ox = duel.monsters(1)[0]
    assert ox.name == "Battle Ox" and ox.position == S.FACEUP_ATTACK
    assert grave(duel, 0) == ["Book of Moon"] and grave(duel, 1) == [SHIELD]


def test_spell_shield_type_8_first_mode_not_against_monster_reborn():
    """Q: my opponent activates Monster Reborn on a monster in a GY, and I hold no Spell. May I
    activate Spell Shield Type-8? A: no: Monster Reborn targets no monster on the field and I
    cannot pay the second mode's discard; it is not offered and Monster Reborn resolves."""
    table = _table("Monster Reborn", hand1=("Mystical Elf",))
    table.grave(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=0)
    s.pick("target", "Summoned Skull", player=0)
    if duel.request.kind == "chain" and duel.request.player == 1:
        assert _options(duel, ONE_MONSTER) == [] and _options(duel, DISCARD) == []
    _resolve(s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert sorted(c.name for c in duel.monsters(0)) == ["Celtic Guardian", "Summoned Skull"]


def test_spell_shield_type_8_discards_a_spell_to_negate_any_spell():
    """Q: my opponent activates Heavy Storm; I hold Pot of Greed. A: I may use the second mode:
    I discard Pot of Greed, Heavy Storm is negated and destroyed (the first mode is not offered:
    Heavy Storm targets nothing)."""
    duel = _table("Heavy Storm", hand1=("Pot of Greed",)).build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=0)
    assert _options(duel, ONE_MONSTER) == []
    _shield(duel, DISCARD)
    s.pick("select", "Pot of Greed", player=1)
    _resolve(s)
    assert hand(duel, 1) == [] and sorted(grave(duel, 1)) == ["Pot of Greed", SHIELD]
    assert grave(duel, 0) == ["Heavy Storm"]


def test_spell_shield_type_8_negated_by_seven_tools_of_the_bandit():
    """Q: I answer my opponent's Book of Moon with Spell Shield Type-8; they chain Seven Tools of
    the Bandit (a Counter Trap), paying 1000 LP. A: Spell Shield is negated and destroyed; Book
    of Moon resolves: my Battle Ox is face-down."""
    table = _table("Book of Moon")
    table.spell_trap(0, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", "Battle Ox", player=0)
    _shield(duel, ONE_MONSTER)
    s.pick("activate", "Seven Tools of the Bandit", player=0, request="chain")
    _resolve(s)
    assert duel.monsters(1)[0].position == S.FACEDOWN_DEFENSE
    assert lp(duel) == (7000, 8000) and grave(duel, 1) == [SHIELD]
    assert sorted(grave(duel, 0)) == ["Book of Moon", "Seven Tools of the Bandit"]
