"""The Wicked Worm Beast has no summoning condition: it may be Special Summoned (its OCG effect is
only that, face-up, it returns to its owner's hand in its controller's End Phase), and it still returns
in its controller's End Phase.

Sources: yugioh-wiki.net 《邪悪なるワーム・ビースト》 (「スピリットモンスターとは異なり、特殊召喚が可能」:
Giant Rat and Rescue Cat recruit it, Dark World Grimoire Special Summons it); yugipedia Card
Tips:The Wicked Worm Beast (Traditional Format: Rescue Cat Special Summons two copies, which
return to the hand instead of being destroyed; the Dark World Grimoire loop). The default
preset (MR5). (The same wiki records Konami's answer that its return makes no chain link; the
engine still plays it as a trigger: left open.)"""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def test_monster_reborn_revives_the_wicked_worm_beast_and_it_returns_in_the_end_phase():
    """Q: may Monster Reborn revive The Wicked Worm Beast from my GY? A: yes, it has no
    summoning condition; face-up on my field, it returns to my hand in my End Phase."""
    table = Table(turn=3)
    table.hand(0, "Monster Reborn")
    table.grave(0, "The Wicked Worm Beast")
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Monster Reborn")
    s.pick("activate", "Monster Reborn")
    s.pick("target", "The Wicked Worm Beast")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["The Wicked Worm Beast"]
    s.pick("end_turn")
    assert hand(duel, 0) == ["The Wicked Worm Beast"]
