"""Threatening Roar stops attack declarations for the rest of the turn; a replay is no
declaration, so the attack already declared may still choose a new target (round 51q).

Threatening Roar's text (the opponent cannot declare an attack this turn) and seed 004
§战斗阶段中的卷回 (the turn player chooses the attack's target again, or stops); Wikipedia's account
of the replay (weblio.jp 「バトルステップの巻き戻し」): choosing a target again on a replay is not an
attack declaration (so cards for "when an attack is declared" cannot answer it), and a blog
summary of the rulebook (purimurachan7.blog99.fc2.com, 2009): the replay only changes the target."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table


def test_threatening_roar_lets_the_declared_attack_choose_again_on_a_replay():
    """Q: Battle Ox attacks my Mystical Elf; I activate Threatening Roar and chain
    Interdimensional Matter Transporter on the Elf. A: the Elf is banished, so a replay happens;
    the Roar forbids only new declarations: Battle Ox may attack my Celtic Guardian. Once that
    battle is over, no other attack may be declared this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Hitotsu-Me Giant")
    elf = table.monster(1, "Mystical Elf")
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Threatening Roar")
    table.spell_trap(1, "Interdimensional Matter Transporter")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf)
    s.pick("activate", "Threatening Roar", player=1, request="chain")
    s.pick("activate", "Interdimensional Matter Transporter", player=1, request="chain")
    s.pick("target", elf, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 1) == ["Mystical Elf"]
    s.pick("retarget", "Battle Ox", target=guardian, player=0, request="replay")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1)[-1] == "Celtic Guardian" and lp(duel) == (8000, 7700)
    assert [o.kind for o in s.expect(request="battle", player=0).options] == ["end_battle"]
