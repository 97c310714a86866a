"""Rod of Silence - Kay'est (95515060): an Equip Spell for any face-up monster; it gains 500 DEF,
and a Spell Card other than this one that targets the equipped monster has its effect negated
and is destroyed.

Sources: the card's text (the 2005 print, Dark Crisis DCR-036, and today's do the same in our
words: no ERAS entry); yugioh-wiki.net 《静寂のロッド－ケースト》 (only Spell Cards that target the
equipped monster are stopped, either player's; Spells that target nothing and Traps still apply;
a new Equip Spell for that monster is negated and destroyed, since it targets it); seed 000
§裝備魔法 (it targets a face-up monster and goes to the GY when that monster leaves the field);
the negation is a continuous effect applied as the Spell resolves: a Rod gone by then negates
nothing (as Ryu Senshi's same effect, tests/cards/test_ryu_senshi.py)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

ROD = "Rod of Silence - Kay'est"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _equipped(turn_player=1):
    table = Table(rules="GOAT", turn=4 if turn_player else 3, turn_player=turn_player)
    elf = table.monster(0, "Mystical Elf")
    rod = table.spell_trap(0, ROD, face_down=False, equipped_to=elf)
    return table, elf, rod


def test_rod_of_silence_kayest_gives_500_def():
    """Q: I equip Rod of Silence - Kay'est to my Mystical Elf (800/2000). A: it has 2500 DEF, its
    ATK unchanged."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    elf = table.monster(0, "Mystical Elf")
    table.hand(0, ROD)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ROD, player=0)
    s.pick("target", elf, player=0)
    _resolve(s)
    assert duel.defense(elf.card(duel)) == 2500 and duel.atk(elf.card(duel)) == 800


def test_rod_of_silence_kayest_negates_and_destroys_snatch_steal():
    """Q: my opponent activates Snatch Steal on my Mystical Elf equipped with the Rod. A: Snatch
    Steal's effect is negated and it is destroyed: I keep the Elf, the Rod stays."""
    table, elf, rod = _equipped()
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", elf, player=1)
    _resolve(s)
    assert elf.card(duel).controller == 0 and elf.card(duel).location == "mzone"
    assert grave(duel, 1) == ["Snatch Steal"] and rod.card(duel).location == "szone"
    assert any(e.get("type") == "destroyed" and e.get("name") == "Snatch Steal" for e in duel.log)


def test_rod_of_silence_kayest_stops_its_own_players_equip_spell_too():
    """Q: may I equip Axe of Despair to my own Mystical Elf that holds the Rod? A: I may activate
    it, but it targets the Elf: it is negated and destroyed, the Elf keeps 800 ATK."""
    table, elf, _ = _equipped(turn_player=0)
    table.hand(0, "Axe of Despair")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair", player=0)
    s.pick("target", elf, player=0)
    _resolve(s)
    assert grave(duel, 0) == ["Axe of Despair"] and duel.atk(elf.card(duel)) == 800


def test_rod_of_silence_kayest_leaves_an_untargeting_spell_alone():
    """Q: my opponent activates Dark Hole. A: Dark Hole targets nothing: the Elf is destroyed
    and the Rod goes to the GY with it."""
    table, _, _ = _equipped()
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _resolve(s)
    assert sorted(grave(duel, 0)) == ["Mystical Elf", ROD]


def test_rod_of_silence_kayest_destroyed_in_answer_to_book_of_moon():
    """Q: my opponent activates Book of Moon on my Elf with the Rod and chains Mystical Space
    Typhoon on the Rod. A: the Typhoon resolves first, the Rod is gone when Book of Moon
    resolves: the Elf is turned face-down."""
    table, elf, rod = _equipped()
    table.hand(1, "Book of Moon", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", elf, player=1)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", rod, player=1)
    _resolve(s)
    assert elf.card(duel).position == "set"
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Mystical Space Typhoon"] and grave(duel, 0) == [ROD]
