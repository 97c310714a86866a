"""Needle Ceiling (38411870), Normal Trap."""
from duelist.cards.common import MonstersOnField, activate, is_face_up

DESCRIPTION = ("Normal Trap: activated only while there are 4 or more monsters on the field (Set "
               "ones counted), at least one face-up; destroys every face-up monster on the field.")


def _has_face_up(ctx):
    return ctx.any_card("monsters", is_face_up, who="both")


def resolve(ctx):
    yield from ctx.destroy(ctx.cards_where("monsters", is_face_up, who="both"))


EFFECTS = [activate(resolve, condition=MonstersOnField(either=4, rest=_has_face_up), destroys=True)]
