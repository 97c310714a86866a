""""Destroy it and banish it" banishes what it destroys, not a card destroyed instead by a
replacement effect (destruction replacements: seed 001 §永續效果, applied in the middle of the
destroying effect's resolution; the card destroyed instead is destroyed by the replacing card's
effect, which sends it to the GY as any destruction does -- seed 000 §陷阱卡 / §魔法卡: "被破壞送去墓地").

Player 1's Nobleman of Crossout targets player 0's Set Celtic Guardian (zone 3). Player 0's
Proxy Dragon (MR5, zone 1, pointing to zones 0 and 2) destroys Blade Knight (zone 0) instead:
Celtic Guardian stays Set, and Blade Knight, destroyed by Proxy Dragon's effect, goes to the GY;
nothing is banished.

Round 38m's mutants: destruction.py `_destroy_now`'s `banish and i < len(doomed)` with `<`
written `<=` or the index test dropped (the card destroyed instead banished too)."""

from duelist.engine import state as S
from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def test_a_monster_destroyed_instead_of_noblemans_target_goes_to_the_gy():
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    table.monster(0, "Proxy Dragon", zone=1)
    table.monster(0, "Blade Knight", zone=0)
    target = table.monster(0, "Celtic Guardian", zone=3, position="set")
    table.hand(1, "Nobleman of Crossout")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", player=1)
    s.pick("target", target, player=1)
    for _ in range(8):
        if duel.request.kind == "idle" and duel.request.player == 1:
            break
        if duel.request.kind == "yes_no":
            s.pick("yes")
        elif duel.request.kind == "select":
            s.pick("select", "Blade Knight")
        else:
            s.pick("pass")
    assert target.card(duel).position == S.FACEDOWN_DEFENSE
    assert grave(duel, 0) == ["Blade Knight"]
    assert banished(duel, 0) == []
