"""Raging Flame Sprite (90810762): it may attack directly; each time it inflicts battle damage to the
opponent it gains 1000 ATK.

Sources, in our words: the card's SOD-EN080 text (2005) and today's (direct attacks; +1000 ATK each
time it deals the opponent battle damage, a mandatory trigger, kept while it stays on the field: no ERAS
entry); yugioh-wiki.net 《逆巻く炎の精霊》 (battle damage from a battle with a monster counts too);
seed 004 §伤害的判定 (no battle damage attacking a Defense Position monster without piercing); Skill
Drain's text (its effects negated on the field: no direct attack past a monster)."""

from duelist.testing.scenario import Script, Table

RS = "Raging Flame Sprite"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_raging_flame_sprite_attacks_directly_past_a_monster_and_grows():
    """Q: my opponent controls Blue-Eyes White Dragon; Raging Flame Sprite attacks directly. A: allowed:
    100 damage (7900), then it is 1100 ATK."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    sprite = table.monster(0, RS)
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    assert s.has("attack", sprite, target="player")
    s.pick("attack", sprite, target="player")
    _pass_all(duel, s)
    assert duel.players[1].lp == 7900 and duel.atk(sprite.card(duel)) == 1100


def test_raging_flame_sprite_grows_from_a_battle_with_a_monster():
    """Q: Raging Flame Sprite (100) attacks my opponent's Thousand-Eyes Idol (0 ATK, Attack Position). A:
    the Idol is destroyed, my opponent takes 100: the Sprite gains 1000 (1100)."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    sprite = table.monster(0, RS)
    idol = table.monster(1, "Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", sprite, target=idol)
    _pass_all(duel, s)
    assert duel.players[1].lp == 7900 and duel.atk(sprite.card(duel)) == 1100
    assert [c.name for c in duel.players[1].grave] == ["Thousand-Eyes Idol"]


def test_raging_flame_sprite_no_damage_no_gain():
    """Q: Raging Flame Sprite attacks my opponent's face-up Defense Thousand-Eyes Idol (0 DEF). A: the Idol
    is destroyed but no battle damage is dealt: the Sprite stays 100."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    sprite = table.monster(0, RS)
    idol = table.monster(1, "Thousand-Eyes Idol", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", sprite, target=idol)
    _pass_all(duel, s)
    assert duel.players[1].lp == 8000 and duel.atk(sprite.card(duel)) == 100


def test_raging_flame_sprite_gain_stays_turn_after_turn():
    """Q: my Raging Flame Sprite attacked directly last turn (1100 ATK now); I attack directly again. A:
    1100 damage (6800 after both attacks), then 2100 ATK."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    sprite = table.monster(0, RS)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", sprite, target="player")
    _pass_all(duel, s)
    for _ in range(2):
        s.end_turn()
        _pass_all(duel, s)
    assert duel.turn == 5 and duel.atk(sprite.card(duel)) == 1100
    s.pick("battle")
    _pass_all(duel, s)
    s.pick("attack", sprite, target="player")
    _pass_all(duel, s)
    assert duel.players[1].lp == 6800 and duel.atk(sprite.card(duel)) == 2100


def test_raging_flame_sprite_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up. A: Raging Flame Sprite's effects are negated: with their
    Battle Ox on the field it has no direct attack."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    sprite = table.monster(0, RS)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", sprite, target="player") and s.has("attack", sprite, target="Battle Ox")
