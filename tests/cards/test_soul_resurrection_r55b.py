"""Soul Resurrection (92924317): a Continuous Trap that targets 1 Normal Monster in its player's GY
and Special Summons it in face-up Defense Position; the two are tied as Call of the Haunted's
are: if this card leaves the field the monster is destroyed, if the monster is destroyed this
card is destroyed.

Sources: yugioh-wiki.net 《蘇りし魂》 (the OCG text: a Normal Monster of your GY chosen, face-up
Defense Position, the same tie as 《リビングデッドの呼び声》); the AST 2005 English text says the
same (no ERAS entry); Necrovalley's text (an effect targeting a card in a GY is negated as it
resolves); seed 000 §陷阱卡 (永續陷阱) and tests/cards/test_call_of_the_haunted.py for the tie."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

CARD = "Soul Resurrection"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _revive(*hand_cards, setup=None):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, CARD)
    table.grave(0, "Summoned Skull", "Sangan")
    if hand_cards:
        table.hand(0, *hand_cards)
    if setup is not None:
        setup(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0, request="idle")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Summoned Skull"]
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    return duel, s


def test_soul_resurrection_revives_a_normal_monster_in_defense_position():
    """Q: my GY holds Summoned Skull (Normal) and Sangan (Effect). I activate Soul Resurrection.
    A: only Summoned Skull may be targeted; it comes back in face-up Defense Position and the Trap
    stays face-up."""
    duel, s = _revive()
    skull = duel.players[0].mzone[0]
    assert skull.name == "Summoned Skull" and skull.position == S.FACEUP_DEFENSE
    assert grave(duel, 0) == ["Sangan"]
    assert [c.name for c in duel.players[0].szone if c is not None and c.face_up] == [CARD]


def test_soul_resurrection_needs_a_normal_monster_in_your_gy():
    """Q: my GY holds only Sangan (an Effect Monster); my opponent's holds Summoned Skull. May I
    activate Soul Resurrection? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, CARD)
    table.grave(0, "Sangan")
    table.grave(1, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", CARD)


def test_soul_resurrection_leaving_destroys_its_monster():
    """Q: Soul Resurrection is destroyed by Mystical Space Typhoon. A: its monster is destroyed
    too (no chain link)."""
    duel, s = _revive("Mystical Space Typhoon")
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", CARD, player=0)
    _settle(duel, s)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Mystical Space Typhoon", "Sangan", CARD, "Summoned Skull"]


def test_soul_resurrection_destroyed_with_its_monster():
    """Q: the revived Summoned Skull is destroyed by Dark Hole. A: Soul Resurrection is destroyed
    too."""
    duel, s = _revive("Dark Hole")
    s.pick("activate", "Dark Hole")
    _settle(duel, s)
    assert field_monsters(duel, 0) == []
    assert [c for c in duel.players[0].szone if c is not None] == []
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Sangan", CARD, "Summoned Skull"]


def test_soul_resurrection_under_necrovalley_is_negated():
    """Q: Necrovalley is on the field; I activate Soul Resurrection on Summoned Skull. A: it is
    negated as it resolves: Summoned Skull stays in my GY."""
    duel, s = _revive(setup=lambda t: t.field_spell(1, "Necrovalley"))
    assert field_monsters(duel, 0) == [] and "Summoned Skull" in grave(duel, 0)
    assert of_type(duel, "negated")
