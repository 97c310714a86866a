"""Hand of Nephthys (98446407) taken by Mind Control (37520316): its cost Tributes itself and one other
monster, and the monster Mind Control took "cannot be Tributed" -- for a cost too -- so its taker cannot
activate it (the other Tribute alone is no payment).

Sources: yugioh-wiki.net 《精神操作》 (the monster taken cannot be Tributed, a cost's Tribute included);
Hand of Nephthys's text (a cost: Tribute this card and 1 other monster); seed 000 §效果分類 (a cost that
cannot be paid: no activation). Round 59n's kit word `can_tribute_self` (lead, stop 59)."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_hand_of_nephthys_taken_by_mind_control_cannot_tribute_itself(rules):
    """Q: I take my opponent's Hand of Nephthys with Mind Control; I control Battle Ox and hold a
    Sacred Phoenix of Nephthys. May I Tribute the Hand and Battle Ox to summon the Phoenix? A: no:
    the Hand cannot be Tributed while Mind Control holds it, so its effect is not offered."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Mind Control", "Sacred Phoenix of Nephthys")
    table.monster(0, "Battle Ox")
    hand = table.monster(1, "Hand of Nephthys")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Control")
    s.pick("target", hand)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand.card(duel).controller == 0
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Hand of Nephthys"]
    assert not s.has("activate", "Hand of Nephthys")
    assert grave(duel, 0) == ["Mind Control"]


def test_hand_of_nephthys_of_its_owner_still_tributes_itself():
    """Q: my own Hand of Nephthys beside Battle Ox, a Sacred Phoenix of Nephthys in my hand. A: its
    effect is offered: both are Tributed and the Phoenix is Special Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Sacred Phoenix of Nephthys")
    table.monster(0, "Battle Ox")
    table.monster(0, "Hand of Nephthys")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Hand of Nephthys")
    s.pick("activate", "Hand of Nephthys")
    while duel.request is not None and duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.pick(duel.request.kind, first=True)
    assert field_monsters(duel, 0) == ["Sacred Phoenix of Nephthys"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Hand of Nephthys"]
