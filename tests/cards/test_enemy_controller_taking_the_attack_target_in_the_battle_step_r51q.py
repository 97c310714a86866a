"""Enemy Controller used by the attacking player on the attack target: the target joins the
attacker's side, so it can no longer be attacked -- a replay follows, even when the defender
revives a monster in the same chain and keeps their count (round 51q).

Seed 004 §战斗阶段的流程 (the turn player's monster attacks one of the opponent's monsters) and
§战斗阶段中的卷回 (the opponent's monsters changed: choose again or stop); yugioh-wiki.net
「バトルステップの巻き戻し」 (a change in the number or make-up of the attacked side's monsters,
also when the count comes back)."""

import pytest

from duelist.testing.reads import lp, monsters, of_type
from duelist.testing.scenario import Script, Table


def _take_the_elf_under_attack(with_call_of_the_haunted):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Hitotsu-Me Giant")
    elf = table.monster(1, "Mystical Elf")
    table.grave(1, "Celtic Guardian")
    table.hand(0, "Enemy Controller")
    if with_call_of_the_haunted:
        table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf)
    take = [o for o in duel.request.options if o.kind == "activate"][1]    # its take-control use
    s.answer(take)
    s.pick("select", "Hitotsu-Me Giant", player=0)          # the Tribute
    s.pick("target", elf, player=0)
    if with_call_of_the_haunted:
        s.pick("activate", "Call of the Haunted", player=1, request="chain")
        s.pick("target", "Celtic Guardian", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s, elf


def test_taking_the_attack_target_gives_a_replay():
    """Q: Battle Ox attacks my opponent's only monster, Mystical Elf; I take the Elf with Enemy
    Controller (Tributing Hitotsu-Me Giant). A: my opponent now controls no monster: a replay,
    where Battle Ox may attack directly or stop."""
    duel, s, elf = _take_the_elf_under_attack(with_call_of_the_haunted=False)
    assert elf.card(duel).controller == 0
    request = s.expect(request="replay", player=0)
    assert sorted((o.kind, o.target) for o in request.options) == [("retarget", "player"), ("stop_attack", None)]


@pytest.mark.xfail(strict=True, reason="request h51q-3: a target that changed sides is still attacked")
def test_a_target_taken_while_the_defender_revives_a_monster_is_not_battled():
    """Q: the same, but my opponent chains Call of the Haunted and revives Celtic Guardian: they
    control one monster again when the chain is over. A: the Elf is mine now; Battle Ox cannot
    battle its own side's monster: a replay (the Guardian, or stop). No battle with the Elf, and
    my opponent takes no damage from it."""
    duel, s, elf = _take_the_elf_under_attack(with_call_of_the_haunted=True)
    assert of_type(duel, "battle") == [], "Battle Ox battled the monster its own player controls"
    assert lp(duel) == (8000, 8000)
    assert elf.card(duel).controller == 0 and "Celtic Guardian" in monsters(duel, 1)
    request = s.expect(request="replay", player=0)
    assert sorted((o.kind, o.target_name) for o in request.options) == [
        ("retarget", "Celtic Guardian"), ("stop_attack", None)]
