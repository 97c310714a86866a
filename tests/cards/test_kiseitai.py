"""Kiseitai (04266839): attacked while face-down, it becomes an Equip Card of the attacker; so
equipped, in each of its controller's opponent's Standby Phases its controller gains half the
equipped monster's ATK (round 59o).

Sources: the OCG text (yugioh-wiki.net 《精神寄生体》, read there): "face-down Defense Position,
attacked by an opponent's monster: before that damage calculation it becomes the attacker's
Equip Card; in each of the opponent's Standby Phases, you gain half the equipped monster's ATK";
the page calls the first a trigger effect (誘発効果), mandatory in its words. The 2005 TCG text
(Pharaoh's Servant, PSV-046) says the same in its own words ("when this face-down card is
attacked ... it is equipped to the attacking monster ... during each of your opponent's Standby
Phases ..."): no era difference (our reading). Its effect works face-down: a face-down
monster's trigger is collected where its text says it works face-down (seed 000 §效果分類
誘發效果; chain.py `_FACE_DOWN_KINDS`, round 59o). It leaves the field in the Battle Step, so the
opponent's monsters changed: the attack meets a replay (seed 004 §战斗阶段中的卷回). Skill Drain
negates only face-up monsters' effects on the field (its text): a face-down Kiseitai's trigger
and its effect as an Equip Card in the Spell & Trap Zone are out of its reach (our reading of
Skill Drain's text)."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

KISEITAI = "Kiseitai"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(rules):
    return Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step") if rules == "GOAT" \
        else Table(turn=3, turn_player=0, phase="battle_step")


@pytest.mark.parametrize("rules", ["GOAT", "default"])
def test_kiseitai_attacked_face_down_equips_itself_to_the_attacker(rules):
    """Q: my Summoned Skull (2500) attacks my opponent's face-down Kiseitai, their only monster.
    A: Kiseitai's effect is a chain link of my opponent's, activated at once; it resolves: Kiseitai
    is an Equip Card in my opponent's Spell & Trap Zone, equipped to my Summoned Skull; their
    monster left, so I get a replay and attack directly: 2500 damage, no battle with Kiseitai."""
    table = _table(rules)
    skull = table.monster(0, "Summoned Skull")
    kiseitai = table.monster(1, KISEITAI, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=kiseitai, request="battle")
    links = [(e["link"], e["player"], e["name"]) for e in of_type(duel, "chain")]
    assert links == [(1, 1, KISEITAI)]
    _pass_all(duel, s)
    k = kiseitai.card(duel)
    assert k.location == S.SZONE and k.controller == 1 and k.face_up
    assert duel.equipped_to(k) is skull.card(duel)
    s.expect(request="replay", player=0)
    s.pick("retarget", "Summoned Skull", target="player")
    _pass_all(duel, s)
    assert duel.players[1].lp == 5500 and duel.players[0].lp == 8000
    assert of_type(duel, "battle") == [] or all(e["target"] != k.uid for e in of_type(duel, "battle"))


def test_kiseitai_gains_half_the_equipped_atk_in_the_opponents_standby_phase():
    """Q: Kiseitai became an Equip Card of my Summoned Skull (2500) on my turn. Who gains LP, and
    when? A: at my next Standby Phase (the opponent of Kiseitai's controller) my opponent gains
    1250 LP; at their own Standby Phase nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    kiseitai = table.monster(1, KISEITAI, position="set")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=kiseitai, request="battle")
    _pass_all(duel, s)
    s.pick("stop_attack", "Summoned Skull", request="replay")
    _pass_all(duel, s)
    s.end_turn()
    _pass_all(duel, s)
    # turn 4, player 1's: their own Standby Phase brought nothing
    assert duel.turn == 4 and duel.players[1].lp == 8000
    s.end_turn()
    _pass_all(duel, s)
    assert duel.turn == 5 and duel.turn_player == 0
    assert duel.players[1].lp == 9250 and duel.players[0].lp == 8000
    assert kiseitai.card(duel).location == S.SZONE


def test_kiseitai_face_up_attacked_does_nothing():
    """Q: my opponent's Kiseitai is face-up in Defense Position when my Battle Ox (1700) attacks it.
    A: its effect needs it face-down: no chain, a plain battle; Kiseitai (800 DEF) is destroyed."""
    table = _table("GOAT")
    table.monster(0, "Battle Ox")
    kiseitai = table.monster(1, KISEITAI, position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=kiseitai, request="battle")
    _pass_all(duel, s)
    assert of_type(duel, "chain") == []
    assert grave(duel, 1) == [KISEITAI]


def test_kiseitai_attacked_by_its_own_controllers_monster_is_no_case():
    """Q: (a stand-in) can Kiseitai's effect answer a direct attack on its controller? A: no: only
    an attack on this face-down card; after a direct attack Kiseitai is still face-down in its
    Monster Zone and there was no chain."""
    table = _table("GOAT")
    table.monster(0, "Battle Ox")
    kiseitai = table.monster(1, KISEITAI, position="set")
    table.monster(1, "Thousand-Eyes Idol", position="attack")
    duel = table.build()
    s = Script(duel)
    idol = duel.players[1].mzone[1]
    s.pick("attack", "Battle Ox", target=idol.uid, request="battle")
    _pass_all(duel, s)
    assert of_type(duel, "chain") == []
    k = kiseitai.card(duel)
    assert k.location == S.MZONE and not k.face_up


def test_kiseitai_under_skill_drain():
    """Q: Skill Drain is face-up on the field; my Summoned Skull attacks the face-down Kiseitai.
    A: Skill Drain negates face-up monsters only: Kiseitai's effect resolves and it becomes the
    Skull's Equip Card; at my next Standby Phase my opponent gains 1250 LP all the same (an Equip
    Card in the Spell & Trap Zone is no monster on the field)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    skull = table.monster(0, "Summoned Skull")
    kiseitai = table.monster(1, KISEITAI, position="set")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=kiseitai, request="battle")
    _pass_all(duel, s)
    k = kiseitai.card(duel)
    assert k.location == S.SZONE and duel.equipped_to(k) is skull.card(duel)
    s.pick("stop_attack", "Summoned Skull", request="replay")
    _pass_all(duel, s)
    s.end_turn()
    _pass_all(duel, s)
    s.end_turn()
    _pass_all(duel, s)
    assert duel.turn == 5 and duel.players[1].lp == 9250


def test_kiseitai_picked_on_a_replay_equips_itself():
    """Q: my Battle Ox attacks my opponent's Thousand-Eyes Idol; the Idol leaves the field before
    the Damage Step (a stand-in), and on the replay I pick their face-down Kiseitai. A: being
    picked on the replay is being attacked: Kiseitai's effect is activated and it becomes my
    Battle Ox's Equip Card; a second replay follows (their monsters changed again)."""
    from duelist.testing.reads import once
    table = _table("GOAT")
    ox = table.monster(0, "Battle Ox")
    kiseitai = table.monster(1, KISEITAI, position="set")
    idol = table.monster(1, "Thousand-Eyes Idol", position="attack")
    table.at("attack_declared", once(lambda duel: duel.debug_move(idol.uid(duel), S.GRAVE)))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=idol, request="battle")
    _pass_all(duel, s)
    s.pick("retarget", "Battle Ox", target=kiseitai, request="replay")
    assert [(e["link"], e["name"]) for e in of_type(duel, "chain")] == [(1, KISEITAI)]
    _pass_all(duel, s)
    k = kiseitai.card(duel)
    assert k.location == S.SZONE and duel.equipped_to(k) is ox.card(duel)
    s.expect(request="replay", player=0)


def test_kiseitai_with_the_attacker_destroyed_in_its_chain_stays_face_down():
    """Q: my Summoned Skull attacks my opponent's face-down Kiseitai; my opponent chains Sakuretsu
    Armor to Kiseitai's effect and destroys the Skull. A: Kiseitai has no attacker left to equip
    as it resolves: it stays face-down in its Monster Zone; the attack is over (no battle)."""
    table = _table("GOAT")
    table.monster(0, "Summoned Skull")
    kiseitai = table.monster(1, KISEITAI, position="set")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=kiseitai, request="battle")
    s.pick("activate", "Sakuretsu Armor", player=1)
    s.pick("target", "Summoned Skull")
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Summoned Skull"]
    k = kiseitai.card(duel)
    assert k.location == S.MZONE and not k.face_up
    assert of_type(duel, "battle") == [] and duel.players[1].lp == 8000
