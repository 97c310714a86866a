"""Gem-Knight Ruby and Gem-Knight Lady Lapis Lazuli: Fusions with an archetype material
("1 Gem-Knight monster") that must first be Fusion Summoned."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_gem_knight_ruby_fuses_garnet_with_any_gem_knight():
    """seed 000 §融合召喚 (materials listed on the card, an archetype here): Gem-Knight Garnet
    + 1 Gem-Knight monster (Gem-Knight Sapphire) make Gem-Knight Ruby; Battle Ox cannot
    stand in for the Gem-Knight."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Gem-Knight Garnet", "Battle Ox")
    table.extra(0, "Gem-Knight Ruby")
    assert not Script(table.build()).has("activate", "Polymerization")
    table.monster(0, "Gem-Knight Sapphire", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Gem-Knight Ruby")
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Gem-Knight Ruby"]
    assert sorted(grave(duel, 0)) == ["Gem-Knight Garnet", "Gem-Knight Sapphire", "Polymerization"]


def test_gem_knight_ruby_tributes_a_gem_monster_to_gain_its_atk_and_pierces():
    """Gem-Knight Ruby: Tribute another Gem- monster to gain its ATK this turn; it inflicts
    piercing damage."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    ruby = table.monster(0, "Gem-Knight Ruby", summon_kind="fusion")
    table.monster(0, "Gem-Knight Garnet")
    table.monster(1, "Gem-Knight Sapphire", position="defense")      # DEF 2100
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gem-Knight Ruby")
    s.pick("select", "Gem-Knight Garnet")
    assert duel.atk(ruby.card(duel)) == 2500 + 1900
    assert not s.has("activate", "Gem-Knight Ruby")
    s.pick("battle")
    s.pick("attack", "Gem-Knight Ruby", target="Gem-Knight Sapphire")
    while duel.request is not None and duel.request.kind != "battle":
        s.pick("pass", first=True)
    assert duel.players[1].lp == 8000 - (4400 - 2100)


def test_gem_knight_ruby_must_first_be_fusion_summoned():
    """"Must first be Fusion Summoned": Instant Fusion-like effects cannot bring it out of the
    Extra Deck (Magical Scientist offers nothing)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magical Scientist")
    table.extra(0, "Gem-Knight Lady Lapis Lazuli")
    duel = table.build()
    assert not Script(duel).has("activate", "Magical Scientist")


def test_gem_knight_lady_lapis_lazuli_burns_500_per_special_summoned_monster():
    """Gem-Knight Lady Lapis Lazuli: send a Gem-Knight from the Deck or Extra Deck to the GY;
    500 damage for each Special Summoned monster on the field (itself included)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gem-Knight Lady Lapis Lazuli", summon_kind="fusion")
    table.monster(1, "Battle Ox", summon_kind="special")
    table.monster(1, "Mystical Elf")
    table.deck(0, ["Gem-Knight Garnet", "Battle Ox"])
    table.extra(0, "Gem-Knight Ruby")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gem-Knight Lady Lapis Lazuli")
    assert sorted(o.name for o in s.options("select")) == ["Gem-Knight Garnet", "Gem-Knight Ruby"]
    s.pick("select", "Gem-Knight Ruby")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert duel.players[1].lp == 8000 - 1000 and grave(duel, 0) == ["Gem-Knight Ruby"]
