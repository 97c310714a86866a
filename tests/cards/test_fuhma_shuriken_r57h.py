"""Fuhma Shuriken (9373534), Equip Spell: equip only to a "Ninja" monster; it gains 700 ATK; when
this card is sent from the field to the GY, inflict 700 damage to your opponent.

Sources, in our words: the card's texts (IOC-031, 2004, and today's: the same; the damage is
mandatory, "when"/"if" alike, so it cannot miss the timing; no ERAS entry); yugioh-wiki.net
《風魔手裏剣》, the OCG text 「「忍者」と名のついたモンスターにのみ装備可能」 and its FAQ as for Black
Pendant: the damage comes whatever sends it from the field, the equipped monster leaving
included; seed 000 §裝備魔法: an Equip Spell is sent to the GY when its monster leaves the
field or turns face-down (Book of Moon)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

FS = "Fuhma Shuriken"
YAE = "Lady Ninja Yae"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_fuhma_shuriken_gives_a_ninja_700_atk():
    """Q: I equip Fuhma Shuriken to my Lady Ninja Yae (1100 ATK). A: she has 1800 ATK, her DEF
    unchanged (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        yae = table.monster(0, YAE)
        table.hand(0, FS)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", FS, player=0)
        s.pick("target", yae, player=0)
        _resolve(s)
        card = yae.card(duel)
        assert (duel.atk(card), duel.defense(card)) == (1800, card.data.defense), rules


def test_fuhma_shuriken_only_for_a_ninja():
    """Q: my only monster is Battle Ox. May I activate Fuhma Shuriken? A: no: it is no "Ninja"
    monster."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, FS)
    duel = table.build()
    assert not Script(duel).has("activate", FS)


def test_fuhma_shuriken_destroyed_deals_700():
    """Q: my opponent destroys my equipped Fuhma Shuriken with Mystical Space Typhoon. A: they
    take 700; Lady Ninja Yae is back at 1100 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    yae = table.monster(0, YAE)
    table.spell_trap(0, FS, face_down=False, equipped_to=yae)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", FS, player=1)
    _resolve(s)
    assert lp(duel) == (8000, 7300)
    assert grave(duel, 0) == [FS] and duel.atk(yae.card(duel)) == 1100


def test_fuhma_shuriken_set_and_destroyed_still_deals_700():
    """Q: my Set Fuhma Shuriken is destroyed by my opponent's Mystical Space Typhoon. A: it went
    from the field to the GY: they take 700."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    shuriken = table.spell_trap(0, FS)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", shuriken, player=1)
    _resolve(s)
    assert lp(duel) == (8000, 7300) and grave(duel, 0) == [FS]


def test_fuhma_shuriken_its_ninja_turned_face_down_by_book_of_moon():
    """Q: my opponent turns my equipped Lady Ninja Yae face-down with Book of Moon. A: Fuhma
    Shuriken is sent to the GY (its monster is face-down) and they take 700."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    yae = table.monster(0, YAE)
    table.spell_trap(0, FS, face_down=False, equipped_to=yae)
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", yae, player=1)
    _resolve(s)
    assert yae.card(duel).position == S.FACEDOWN_DEFENSE
    assert grave(duel, 0) == [FS] and lp(duel) == (8000, 7300)
