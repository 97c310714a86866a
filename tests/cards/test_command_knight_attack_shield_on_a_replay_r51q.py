"""Command Knight cannot be chosen as an attack target while its controller has another monster;
on a replay the attacker chooses again under that rule as it stands then (round 51q).

Command Knight's text and seed 004 §战斗阶段中的卷回 (after the opponent's monsters changed, the
turn player chooses a new target among those they may attack now, or stops); yugioh-wiki.net
「バトルステップの巻き戻し」: a replay is a new choice of target, not a new declaration."""

from duelist.testing.reads import banished
from duelist.testing.scenario import Script, Table


def _targets(request):
    return sorted((o.kind, o.target_name) for o in request.options)


def test_command_knight_attacked_alone_is_shielded_once_sheep_tokens_arrive():
    """Q: my Command Knight is my only monster; Summoned Skull attacks it. I answer with
    Scapegoat. A: I now control other monsters: on the replay my opponent may choose only a Sheep
    Token (or stop), no longer my Command Knight."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    knight = table.monster(1, "Command Knight")
    table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=knight)
    s.pick("activate", "Scapegoat", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    request = s.expect(request="replay", player=0)
    assert _targets(request) == [("retarget", "Sheep Token")] * 4 + [("stop_attack", None)]


def test_command_knight_left_alone_by_the_replay_may_be_attacked():
    """Q: I control Command Knight and Mystical Elf; Summoned Skull attacks the Elf and I banish
    the Elf with Interdimensional Matter Transporter. A: Command Knight is now my only monster:
    on the replay my opponent may attack it (not me directly), or stop."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.monster(1, "Command Knight")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Interdimensional Matter Transporter")
    duel = table.build()
    s = Script(duel)
    assert _targets(duel.request)[0] == ("attack", "Mystical Elf")   # the Knight is shielded
    assert not s.has("attack", "Summoned Skull", target="Command Knight")
    s.pick("attack", "Summoned Skull", target=elf)
    s.pick("activate", "Interdimensional Matter Transporter", player=1, request="chain")
    s.pick("target", elf, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 1) == ["Mystical Elf"]
    request = s.expect(request="replay", player=0)
    assert _targets(request) == [("retarget", "Command Knight"), ("stop_attack", None)]
