"""Gravity Bind ("Level 4 or higher monsters cannot attack") meeting Level changes and its own
removal in the Battle Step, after the Battle Phase began (round 52v).

Gravity Bind's text says the monsters cannot attack (OCG 「攻撃できない」, yugioh-wiki.net
《グラヴィティ・バインド－超重力の網－》), not only that they cannot declare one: activated after
an attack was declared, before the Damage Step, it stops that attack (yugioh.fandom.com "Gravity
Bind"; the SD23 review on hyoukekkai.blog51.fc2.com says the same). Reading the Level a monster
has now (Star Changer, a Quick-Play Spell, is used in the Battle Step), we apply the same rule to
a monster whose Level reaches 4 after its attack was declared: its attack ends, and it still
counts as having attacked (seed 004 §战斗阶段中的卷回: an attack that ends before damage was
still declared). The other way round, a Level 4 monster lowered to Level 3, or Gravity Bind
destroyed, in the Battle Step lets the monster declare an attack in that same Battle Phase."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _star_changer(duel, s, target, raise_it, player):
    s.pick("activate", "Star Changer", player=player)
    s.answer(duel.request.options[0 if raise_it else 1])   # "Increase its Level by 1" / "Decrease"
    s.pick("target", target)
    while duel.request.kind == "chain":
        s.pick("pass")


def test_a_level_3_attacker_raised_to_level_4_after_its_declaration_stops_attacking():
    """Q: Gravity Bind is face-up; my Level 3 Sangan attacks my opponent directly. They answer
    with their Set Star Changer, raising Sangan to Level 4. A: Sangan can no longer attack: the
    attack ends with no damage, and Sangan has used its attack (it is not offered again)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    sangan = table.monster(0, "Sangan")
    table.spell_trap(1, "Star Changer")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Sangan", target="player")
    _star_changer(duel, s, "Sangan", raise_it=True, player=1)
    assert duel.level(sangan.card(duel)) == 4
    assert of_type(duel, "attack_ended")[-1]["reason"] == "cannot_attack"
    assert of_type(duel, "battle") == [] and of_type(duel, "damage") == []
    assert lp(duel) == (8000, 8000)
    assert [o.kind for o in s.expect(request="battle", player=0).options] == ["end_battle"]


def test_a_level_4_monster_lowered_to_level_3_in_the_battle_step_may_attack_then():
    """Q: Gravity Bind is face-up, so my Battle Ox (Level 4) is not offered an attack. In the
    Battle Step I activate Star Changer from my hand and lower it to Level 3. A: it may now
    declare an attack in this Battle Phase: it hits my opponent directly for 1700."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.monster(0, "Battle Ox")
    table.hand(0, "Star Changer")
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", "Battle Ox")
    _star_changer(duel, s, "Battle Ox", raise_it=False, player=0)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 8000 - 1700)


def test_gravity_bind_destroyed_in_the_battle_step_lets_a_level_4_monster_attack():
    """Q: Gravity Bind is face-up; in my Battle Step I destroy it with Mystical Space Typhoon
    from my hand. A: from then on it binds nothing: my Battle Ox may declare an attack in this
    same Battle Phase, and destroys my opponent's Celtic Guardian (1700 against 1400)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", "Battle Ox", target=guardian)
    s.pick("activate", "Mystical Space Typhoon", request="battle")
    s.pick("target", "Gravity Bind")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Gravity Bind" in grave(duel, 1)
    s.pick("attack", "Battle Ox", target=guardian, request="battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Gravity Bind", "Celtic Guardian"]
    assert lp(duel) == (8000, 8000 - 300)
