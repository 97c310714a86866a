"""Mystic Plasma Zone (18161786), Field Spell: while it is face-up on the field, every face-up
DARK monster on the field, both players', gains 500 ATK and loses 400 DEF.

Sources: the card's text in our words (the 2005 TCG text, MRL: DARK monsters +500 ATK, -400 DEF;
yugioh-wiki.net 《ダークゾーン》, the OCG text "フィールド上に表側表示で存在する闇属性モンスター";
today's text the same: no ERAS entry). Skill Drain negates the effects of face-up monsters only
(its text): a Field Spell's effect on them goes on. DEF never shows below 0 (seed 000
§攻擊力/守備力). A new Field Spell of your own replaces the old one (seed 004 §地形魔法卡)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_mystic_plasma_zone_dark_monsters_of_both_players_gain_atk_and_lose_def():
    """Q: I activate Mystic Plasma Zone with my Jinzo (DARK, 2400/1500), my opponent's Spirit
    Reaper (DARK, 300/200) and Celtic Guardian (EARTH, 1400/1200) on the field. A: Jinzo 2900/1100,
    Spirit Reaper 800 ATK and 0 DEF (not -200); the Guardian keeps 1400/1200."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = [table.monster(0, "Jinzo"), table.monster(1, "Spirit Reaper"), table.monster(1, "Celtic Guardian")]
    table.hand(0, "Mystic Plasma Zone")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystic Plasma Zone", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Mystic Plasma Zone"
    assert [_stats(duel, r) for r in refs] == [(2900, 1100), (800, 0), (1400, 1200)]


def test_mystic_plasma_zone_still_applies_under_skill_drain():
    """Q: Skill Drain is face-up; does my Mystic Plasma Zone still raise my Jinzo? A: yes: Skill
    Drain negates monsters' effects, not a Field Spell's: Jinzo shows 2900/1100 though its own
    effect is negated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    jinzo = table.monster(0, "Jinzo")
    table.hand(0, "Mystic Plasma Zone")
    duel = table.build()
    assert _stats(duel, jinzo) == (2400, 1500)
    s = Script(duel)
    s.pick("activate", "Mystic Plasma Zone", request="idle")
    _passes(s)
    assert _stats(duel, jinzo) == (2900, 1100)


def test_mystic_plasma_zone_replaced_by_yami():
    """Q: my Summoned Skull (DARK Fiend, 2500/1200) shows 3000/800 under my Mystic Plasma Zone; I
    activate Yami. A: Mystic Plasma Zone is destroyed (GOAT) and only Yami's +200 applies: 2700/1400."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Mystic Plasma Zone")
    skull = table.monster(0, "Summoned Skull")
    table.hand(0, "Yami")
    duel = table.build()
    assert _stats(duel, skull) == (3000, 800)
    s = Script(duel)
    s.pick("activate", "Yami", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Yami" and grave(duel, 0) == ["Mystic Plasma Zone"]
    assert _stats(duel, skull) == (2700, 1400)
