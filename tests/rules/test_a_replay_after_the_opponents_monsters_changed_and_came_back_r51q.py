"""A replay follows any change of the attacked player's monsters after the attack declaration,
even when their number is the same again by the time the attack would go on (round 51q).

Seed 004 §战斗阶段中的卷回 (对方场上怪兽情况发生改变: the opponent's monsters changed after the
declaration; the turn player chooses a target again or stops). yugioh-wiki.net
「バトルステップの巻き戻し」: the replay happens when the number or the make-up of the attacked
side's monsters changed, monsters unrelated to the attack included (Konami FAQ tid=15623: a
monster returned to the hand and Special Summoned again is a change); Wikipedia's account
(weblio.jp 「バトルステップの巻き戻し」): the same number in the end does not matter if it went up
or down on the way."""

import pytest

from duelist.testing.reads import hand, lp, monsters, of_type
from duelist.testing.scenario import Script, Table


def _attack_on_the_elf(with_call_of_the_haunted):
    """Battle Ox attacks Mystical Elf beside Celtic Guardian; the defender answers with
    Compulsory Evacuation Device on their own Guardian, and (chained under it) Call of the
    Haunted on Hitotsu-Me Giant when asked."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    guardian = table.monster(1, "Celtic Guardian")
    table.grave(1, "Hitotsu-Me Giant")
    if with_call_of_the_haunted:
        table.spell_trap(1, "Call of the Haunted")
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf)
    if with_call_of_the_haunted:
        s.pick("activate", "Call of the Haunted", player=1, request="chain")
        s.pick("target", "Hitotsu-Me Giant", player=1)
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    s.pick("target", guardian, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s, elf


def test_a_monster_that_left_for_good_gives_a_replay():
    """Q: I attack Mystical Elf; my opponent returns their other monster, Celtic Guardian, to the
    hand with Compulsory Evacuation Device. A: their monsters changed: I choose again (the Elf,
    or stop)."""
    duel, s, elf = _attack_on_the_elf(with_call_of_the_haunted=False)
    request = s.expect(request="replay", player=0)
    assert sorted((o.kind, o.target_name) for o in request.options) == [
        ("retarget", "Mystical Elf"), ("stop_attack", None)]
    assert hand(duel, 1) == ["Celtic Guardian"]


@pytest.mark.xfail(strict=True, reason="request h51q-1: the replay test compares only the net count")
def test_a_monster_bounced_and_another_revived_in_one_chain_still_gives_a_replay():
    """Q: I attack Mystical Elf beside Celtic Guardian. My opponent activates Call of the Haunted
    on Hitotsu-Me Giant and chains Compulsory Evacuation Device on their Guardian: the Guardian
    leaves (two monsters become one), then the Giant arrives (two again). A: their monsters
    changed after my declaration, so a replay happens: I may attack the Elf or the Giant, or
    stop. The attack does not simply go on into the Elf."""
    duel, s, elf = _attack_on_the_elf(with_call_of_the_haunted=True)
    assert of_type(duel, "battle") == [], "the attack went on without a replay"
    assert monsters(duel, 1)[:2] == ["Mystical Elf", "Hitotsu-Me Giant"]
    assert hand(duel, 1) == ["Celtic Guardian"]
    request = s.expect(request="replay", player=0)
    assert sorted((o.kind, o.target_name) for o in request.options) == [
        ("retarget", "Hitotsu-Me Giant"), ("retarget", "Mystical Elf"), ("stop_attack", None)]
    s.pick("stop_attack", "Battle Ox")
    assert lp(duel) == (8000, 8000) and of_type(duel, "battle") == []
    assert monsters(duel, 1)[:2] == ["Mystical Elf", "Hitotsu-Me Giant"]
