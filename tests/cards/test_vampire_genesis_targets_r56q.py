"""Vampire Genesis (22056710): the Zombie its effect Special Summons from the GY is TARGETED as the
effect is activated, right after the discard that pays for it (a judge's review, round 56q).

Sources: today's TCG text (LCJW-EN198, 2013, as a public card list quotes it: discard 1 Zombie,
then target 1 Zombie in your GY with a Level lower than the discarded one's; Special Summon that
target); the OCG text of 2004-2005 (SD2-JP001, as yugioh-wiki.net 《ヴァンパイアジェネシス》 gives
it: the lower-Level Zombie is 「自分の墓地から選択して」 special summoned, 選択して being the OCG
wording of that era for a target), so both eras target: no ERAS entry (the 2005 English print's
exact words were not found; a PSCT reprint keeps the ruling in force, so we read the target for
the GOAT preset too). The scripting round read
"picked as it resolves, nothing targeted": the wiki page's text says the opposite.
Necrovalley: an effect that targets a card in a GY may be activated, its cost paid, and is negated
as it resolves (tests/cards/test_necrovalley_rulings_r40a.py; ygorganization.com/?p=800)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

GENESIS = "Vampire Genesis"
LORD = "Vampire Lord"


def _finish(s):
    duel = s.duel
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "option":
            s.answer([o for o in duel.request.options if o.label == "Option Attack Position"][0])
        else:
            raise AssertionError(duel.request.kind)


def _table(rules="GOAT"):
    """(rules None: the default preset, today's texts)"""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, GENESIS)
    table.hand(0, "Pyramid Turtle", "Ryu Kokki")
    table.grave(0, LORD, "Dragon Zombie")
    table.spell_trap(1, "Book of Moon")      # (so my opponent is asked whether to answer)
    return table


def test_vampire_genesis_targets_the_zombie_as_it_is_activated():
    """Q: I discard Pyramid Turtle (Level 4) for Vampire Genesis; my GY holds Vampire Lord (Level 5)
    and Dragon Zombie (Level 3). When do I choose the Zombie? A: at once, as the effect is
    activated, before my opponent may answer: a target, and only Dragon Zombie (lower than 4) may
    be it; it comes out as the effect resolves (both presets)."""
    for rules in ("GOAT", None):
        duel = _table(rules).build()
        s = Script(duel)
        s.pick("activate", GENESIS, request="idle")
        s.pick("select", "Pyramid Turtle", player=0)
        assert duel.request.kind == "target"
        assert sorted(o.name for o in duel.request.options if o.kind == "target") == ["Dragon Zombie"]
        s.pick("target", "Dragon Zombie", player=0)
        assert duel.request.kind == "chain" and duel.request.player == 1   # the answer, after the target
        _finish(s)
        assert field_monsters(duel, 0) == [GENESIS, "Dragon Zombie"]
        assert grave(duel, 0) == [LORD, "Pyramid Turtle"] and hand(duel, 0) == ["Ryu Kokki"]


def test_vampire_genesis_discarding_ryu_kokki_may_target_vampire_lord():
    """Q: I discard Ryu Kokki (Level 6) instead. A: both Vampire Lord (5) and Dragon Zombie (3)
    may be targeted; I target Vampire Lord and it is Special Summoned."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", GENESIS, request="idle")
    s.pick("select", "Ryu Kokki", player=0)
    assert sorted(o.name for o in duel.request.options if o.kind == "target") == ["Dragon Zombie", LORD]
    s.pick("target", LORD, player=0)
    _finish(s)
    assert field_monsters(duel, 0) == [GENESIS, LORD]
    assert grave(duel, 0) == ["Dragon Zombie", "Ryu Kokki"] and hand(duel, 0) == ["Pyramid Turtle"]


def test_vampire_genesis_under_necrovalley_is_activated_and_negated():
    """Q: my opponent's Necrovalley is face-up; I hold Ryu Kokki (Level 6), my GY Dragon Zombie.
    A: the effect may be activated (a target in the GY is not forbidden), Ryu Kokki is discarded
    as its cost, and Necrovalley negates it as it resolves: Dragon Zombie stays in my GY; the
    effect is spent for the turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, GENESIS)
    table.hand(0, "Ryu Kokki")
    table.grave(0, "Dragon Zombie")
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GENESIS, request="idle")
    s.pick("select", "Ryu Kokki", player=0)
    s.pick("target", "Dragon Zombie", player=0)
    _finish(s)
    assert field_monsters(duel, 0) == [GENESIS]
    assert grave(duel, 0) == ["Dragon Zombie", "Ryu Kokki"] and hand(duel, 0) == []
    assert not s.has("activate", GENESIS)
