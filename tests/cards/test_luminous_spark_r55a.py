"""Luminous Spark (81777047), Field Spell: while it is face-up on the field, every face-up LIGHT
monster on the field, both players', gains 500 ATK and loses 400 DEF.

Sources: the card's text in our words (the 2005 TCG text, MRL: LIGHT monsters +500 ATK, -400 DEF;
yugioh-wiki.net 《シャインスパーク》, the OCG text "フィールド上に表側表示で存在する光属性モンスター";
today's text the same: no ERAS entry). A face-down monster attacked is flipped face-up before
damage calculation (seed 000 §怪獸的表示形式), so it is changed then; Airknight Parshath's piercing
damage is its ATK minus the defender's DEF at damage calculation (seed 004 §伤害的判定)."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_luminous_spark_light_monsters_of_both_players_gain_atk_and_lose_def():
    """Q: I activate Luminous Spark with my Airknight Parshath (LIGHT, 1900/1400), my opponent's
    Mystical Elf (LIGHT, 800/2000) and Battle Ox (EARTH, 1700/1000) on the field. A: 2400/1000
    and 1300/1600; the EARTH Ox keeps 1700/1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = [table.monster(0, "Airknight Parshath"), table.monster(1, "Mystical Elf"), table.monster(1, "Battle Ox")]
    table.hand(0, "Luminous Spark")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Luminous Spark", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Luminous Spark"
    assert [_stats(duel, r) for r in refs] == [(2400, 1000), (1300, 1600), (1700, 1000)]


def test_luminous_spark_monster_summoned_later_changes():
    """Q: Luminous Spark is face-up when my opponent Normal Summons Shining Angel (LIGHT,
    1400/800). A: 1900 / 400 at once."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(0, "Luminous Spark")
    angel = table.hand(1, "Shining Angel")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Shining Angel", player=1, request="idle")
    _passes(s)
    assert _stats(duel, angel) == (1900, 400)


def test_luminous_spark_airknight_parshath_pierces_a_flipped_mystical_elf():
    """Q: under Luminous Spark my Airknight Parshath (2400 ATK now) attacks my opponent's Set
    Mystical Elf (LIGHT, 2000 DEF printed). A: flipped face-up, the Elf has 1600 DEF: it is
    destroyed, my opponent takes 800 piercing damage and Airknight draws me a card (without the
    Field Spell: 1900 against 2000, I would take 100)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Luminous Spark")
    table.monster(0, "Airknight Parshath")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.deck(0, ["Celtic Guardian", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Airknight Parshath", target=elf, request="battle")
    _passes(s)
    assert duel.players[1].lp == 7200 and duel.players[0].lp == 8000
    assert [c.name for c in duel.players[1].grave] == ["Mystical Elf"]
    assert hand(duel, 0) == ["Celtic Guardian"]
