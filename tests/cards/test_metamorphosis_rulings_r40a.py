"""Metamorphosis's rulings as Goat players ask them (the GOAT preset, 2005 texts).

Sources: the Goat Control deck page on yugipedia ("using Metamorphosis on Magician of Faith or
a Sheep Token to summon Thousand-Eyes Restrict"); the Card of the Day of 2005-09-03 on
eternity.mancubus.net (Level 1 Tokens can be Tributed for Metamorphosis to bring out TER);
Scapegoat's 2005 text and Pojo's card of the day of 2004-08-04 (no Summon, Special Summons
included, in the turn Scapegoat is activated, "either before or after"). Metamorphosis
Tributes as a cost (seed 000 §怪獸的表示形式: Tributing "來發動卡的效果"), so Scapegoat's
ban on Tributing its tokens for a Tribute Summon does not stop it."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _scapegoat_in_the_opponents_turn(extra=("Thousand-Eyes Restrict",), hand=("Metamorphosis",)):
    """Player 0 activates Scapegoat in player 1's turn 4, then turn 5 (player 0's) begins."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Scapegoat")
    for name in hand:
        table.hand(0, name)
    for name in extra:
        table.extra(0, name)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Scapegoat", player=0)
    s.pick("end_turn", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    return duel, s


def test_metamorphosis_tributes_a_sheep_token_for_thousand_eyes_restrict():
    """Q: in my turn after Scapegoat, may I Tribute a Sheep Token for Metamorphosis and
    Special Summon Thousand-Eyes Restrict (a Level 1 Fusion Monster)? A: yes: the Tribute is
    a cost, not a Tribute Summon; the token's Level 1 calls a Level 1 Fusion Monster."""
    duel, s = _scapegoat_in_the_opponents_turn()
    s.pick("activate", "Metamorphosis")
    s.pick("select", "Sheep Token", first=True)
    s.pick("select", "Thousand-Eyes Restrict")
    s.pick("option", "Attack Position")
    assert sorted(field_monsters(duel, 0)) == ["Sheep Token"] * 3 + ["Thousand-Eyes Restrict"]
    assert grave(duel, 0) == ["Scapegoat", "Metamorphosis"]      # the token is gone, not in the GY


def test_metamorphosis_on_a_sheep_token_needs_a_level_1_fusion_monster():
    """Q: with only Level 7 Fusion Monsters in my Fusion Deck, may I Tribute a Sheep Token for
    Metamorphosis? A: no: nothing of Level 1 can come out, so Metamorphosis cannot be
    activated."""
    duel, s = _scapegoat_in_the_opponents_turn(extra=("Gaia the Dragon Champion",))
    assert not s.has("activate", "Metamorphosis")


def test_metamorphosis_cannot_bring_out_a_fusion_monster_in_the_turn_of_scapegoat():
    """Q: I activated Scapegoat in my own Main Phase; may I now Metamorphosis a Sheep Token into
    Thousand-Eyes Restrict? A: no: Scapegoat forbids every Summon that turn, Special Summons
    included, so the Fusion Monster cannot come out and Metamorphosis cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Scapegoat", "Metamorphosis")
    table.extra(0, "Thousand-Eyes Restrict")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Sheep Token"] * 4
    assert not s.has("activate", "Metamorphosis")


def test_metamorphosis_tributes_a_monster_taken_by_snatch_steal():
    """Q: I Snatch Steal my opponent's Summoned Skull (Level 6) and Tribute it for
    Metamorphosis: A: the Skull goes to its owner's GY, Snatch Steal (its monster gone) to mine,
    and a Level 6 Fusion Monster of my Fusion Deck comes out (the Goat format's own example on
    goatformat.com, Rules/Game Mechanics, Rule #2: Snatch Steal then Metamorphosis)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Snatch Steal", "Metamorphosis")
    table.monster(1, "Summoned Skull")
    table.extra(0, "Dark Flare Knight", "Thousand-Eyes Restrict")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Summoned Skull")
    s.pick("activate", "Metamorphosis")
    s.pick("select", "Summoned Skull")
    s.pick("select", "Dark Flare Knight")                 # Thousand-Eyes Restrict (Level 1) is not offered
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Dark Flare Knight"]
    assert grave(duel, 1) == ["Summoned Skull"]
    assert grave(duel, 0) == ["Snatch Steal", "Metamorphosis"]
