"""Muka Muka (46657337): it gains 300 ATK and DEF for each card in its controller's hand.

Sources, in our words: the card's texts (MRD-107, 2002, and today's; no ERAS entry); yugioh-wiki.net
《ムカムカ》: a continuous effect, so the value follows the hand at every moment (a card played or
drawn changes it at once), its controller's hand only; a face-down Muka Muka applies nothing, and
Skill Drain negates it (seed 000 §永續效果)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

MM = "Muka Muka"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_muka_muka_counts_its_controllers_hand_and_follows_it():
    """Q: I hold 3 cards (my opponent holds 5). A: Muka Muka is 1500/1200; once I Set one of them it
    is 1200/900 at once."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    mm = table.monster(0, MM)
    table.hand(0, "Mystical Space Typhoon", "Battle Ox", "Celtic Guardian")
    table.hand(1, *["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    assert _stats(duel, mm) == (1500, 1200)
    s.pick("set_spell", "Mystical Space Typhoon")
    assert _stats(duel, mm) == (1200, 900)


def test_muka_muka_wins_a_battle_with_a_full_hand():
    """Q: I hold 4 cards; Muka Muka (1800) attacks Battle Ox (1700). A: the Ox is destroyed and my
    opponent takes 100."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, MM)
    table.hand(0, *["Celtic Guardian"] * 4)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MM, target="Battle Ox", request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7900)


def test_muka_muka_under_skill_drain_keeps_its_printed_values():
    """Q: Skill Drain is face-up and I hold 4 cards. A: Muka Muka's effect is negated: 600/300."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    mm = table.monster(0, MM)
    table.hand(0, *["Celtic Guardian"] * 4)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert _stats(duel, mm) == (600, 300)
