"""Atomic Firefly (87340664): when it is destroyed by battle while face-up on the field, the player
who destroyed it takes 1000 damage.

Sources: the card's texts in our words -- the 2005 print (AST: "when this face-up card on the field
is destroyed as a result of battle, the player who destroyed it takes 1000 points of damage") and
today's do the same (no ERAS entry); the OCG text 《原子ホタル》 (フィールド上の表側表示で存在する
このカードを戦闘で破壊したプレイヤーは1000ポイントダメージを受ける: a mandatory trigger; face-up
and destroyed by battle). A face-down Atomic Firefly that is attacked is flipped face-up before
damage calculation (seed 000 §怪獸的表示形式), so it is face-up when it is destroyed. Destroyed by a
card effect (Fissure), nothing happens. "Destroyed by battle" does not
need the GY: under Macro Cosmos it is banished and still applies (our reading of today's text)."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

AF = "Atomic Firefly"


def _attacked(position="attack", attacker="Battle Ox", extra=None):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    fly = table.monster(0, AF, position=position)
    table.monster(1, attacker)
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=fly, player=1)
    return duel, s


def test_atomic_firefly_destroyed_in_attack_position_burns_the_attacker():
    """Q: my opponent's Battle Ox (1700) attacks my face-up Atomic Firefly (100 ATK). A: I take
    1600 battle damage; Atomic Firefly is destroyed and my opponent takes 1000."""
    duel, _ = _attacked()
    assert grave(duel, 0) == [AF]
    assert lp(duel) == (6400, 7000)
    assert duel.request.kind == "battle"


def test_atomic_firefly_face_down_is_flipped_and_still_burns():
    """Q: the Firefly was Set face-down. A: it is flipped face-up, then destroyed: no battle damage
    (Defense Position), my opponent takes 1000."""
    duel, _ = _attacked(position="set")
    assert grave(duel, 0) == [AF] and lp(duel) == (8000, 7000)


def test_atomic_firefly_attacking_into_a_bigger_monster_burns_its_controller():
    """Q: I attack my opponent's Battle Ox with my Atomic Firefly. A: I take 1600; the player who
    destroyed my Firefly is my opponent: they take 1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, AF)
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    Script(duel).pick("attack", AF, target=ox, player=0)
    assert grave(duel, 0) == [AF] and lp(duel) == (6400, 7000)


def test_atomic_firefly_destroyed_by_a_card_effect_does_nothing():
    """Q: my opponent's Fissure destroys my face-up Atomic Firefly. A: not destroyed by battle: no
    damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, AF)
    table.hand(1, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1, request="idle")
    assert grave(duel, 0) == [AF] and lp(duel) == (8000, 8000)


def test_atomic_firefly_banished_by_macro_cosmos_still_burns():
    """Q: a face-up Macro Cosmos is on the field when Battle Ox destroys my Atomic Firefly. A: it is
    banished instead of going to the GY, and my opponent still takes 1000."""
    duel, _ = _attacked(extra=lambda t: t.spell_trap(0, "Macro Cosmos", face_down=False))
    assert banished(duel, 0) == [AF] and grave(duel, 0) == []
    assert lp(duel) == (6400, 7000)


def test_atomic_firefly_destroyed_under_skill_drain_still_burns():
    """Q: a face-up Skill Drain is on the field when Battle Ox destroys my face-up Atomic Firefly.
    A: Skill Drain negates only the effects of face-up monsters on the field (yugioh-wiki.net
    《スキルドレイン》: an effect activated in the GY, as Sangan's, is not negated); the Firefly's
    trigger activates in the GY: my opponent still takes 1000 (I take 1600 by battle)."""
    duel, _ = _attacked(extra=lambda table: table.spell_trap(1, "Skill Drain", face_down=False))
    assert grave(duel, 0) == [AF]
    assert lp(duel) == (6400, 7000)
