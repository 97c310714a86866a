"""Rising Air Current (45778932), Field Spell: while it is face-up on the field, every face-up WIND
monster on the field, both players', gains 500 ATK and loses 400 DEF.

Sources: the card's text in our words (the 2005 TCG text, MRL: WIND monsters +500 ATK, -400 DEF;
yugioh-wiki.net 《デザートストーム》, the OCG text "フィールド上に表側表示で存在する風属性モンスター";
today's text the same: no ERAS entry). A monster in Defense Position battles with its DEF (seed
004 §伤害的判定): the loss can turn a winning defender into a destroyed one. Face-up monsters
only (the same text)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_rising_air_current_wind_monsters_of_both_players_gain_atk_and_lose_def():
    """Q: I activate Rising Air Current with my Luster Dragon (WIND, 1900/1600), my opponent's
    Takuhee (WIND, 1450/1000) and Battle Ox (EARTH, 1700/1000) on the field. A: 2400/1200 and
    1950/600; the EARTH Ox keeps 1700/1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = [table.monster(0, "Luster Dragon"), table.monster(1, "Takuhee"), table.monster(1, "Battle Ox")]
    table.hand(0, "Rising Air Current")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rising Air Current", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Rising Air Current"
    assert [_stats(duel, r) for r in refs] == [(2400, 1200), (1950, 600), (1700, 1000)]


def test_rising_air_current_def_loss_gets_a_defender_destroyed():
    """Q: my Luster Dragon is in face-up Defense Position (1600 DEF printed) under my Rising Air
    Current; my opponent's Celtic Guardian (1400 ATK) attacks it. A: it has 1200 DEF: it is
    destroyed, no damage (without the Field Spell it would survive and the Guardian's player take
    200)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "Rising Air Current")
    dragon = table.monster(0, "Luster Dragon", position="defense")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    assert _stats(duel, dragon) == (2400, 1200)
    Script(duel).pick("attack", "Celtic Guardian", target=dragon, player=1, request="battle")
    assert grave(duel, 0) == ["Luster Dragon"] and duel.players[0].lp == 8000 and duel.players[1].lp == 8000


def test_rising_air_current_set_monster_changes_only_once_flip_summoned():
    """Q: my Takuhee (WIND, 1450/1000) is Set under my opponent's Rising Air Current. A: face-down
    it shows 1000 DEF; Flip Summoned it shows 1950/600."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Rising Air Current")
    bird = table.monster(0, "Takuhee", position="set")
    duel = table.build()
    assert _stats(duel, bird) == (1450, 1000)
    s = Script(duel)
    s.pick("flip_summon", "Takuhee", request="idle")
    _passes(s)
    assert _stats(duel, bird) == (1950, 600)
